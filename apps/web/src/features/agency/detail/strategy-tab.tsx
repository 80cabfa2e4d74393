import type { ProfileInsights } from "@commentlens/shared";
import { BadgeDollarSign, MessageCircleHeart, Sparkles, Target, TrendingUp } from "lucide-react";
import { Badge } from "../../../components/ui/badge";
import { InsightItems, InsightItemView, Panel } from "./parts";

export function StrategyTab({ insights }: { insights: ProfileInsights }) {
  const r = insights.recommendations;
  return (
    <div className="flex flex-col gap-4">
      <section
        aria-labelledby="primary-recommendation"
        className="flex flex-col gap-3 rounded-card border border-primary/30 bg-primary-subtle p-5"
      >
        <div className="flex flex-wrap items-center gap-2">
          <Target aria-hidden="true" className="size-5 text-primary-text" />
          <h3 id="primary-recommendation" className="text-base font-semibold text-foreground">
            Primary recommendation
          </h3>
          <Badge variant="brand" className="border-primary/30 bg-surface">
            High priority
          </Badge>
        </div>
        <InsightItemView item={r.primary_recommendation} />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Content optimization" icon={Sparkles}>
          <InsightItems
            items={r.content_optimization}
            empty="No change to the content stands out from these posts."
          />
        </Panel>
        <Panel title="Audience growth" icon={TrendingUp}>
          <InsightItems
            items={r.audience_growth}
            empty="No growth lever stands out from these posts."
          />
        </Panel>
        <Panel title="Engagement improvement" icon={MessageCircleHeart}>
          <InsightItems
            items={r.engagement_improvement}
            empty="No engagement change stands out from these posts."
          />
        </Panel>
        <Panel title="Monetization opportunities" icon={BadgeDollarSign}>
          <InsightItems
            items={r.monetization_opportunities}
            empty="The comments show no buying interest to build on yet."
          />
        </Panel>
      </div>
    </div>
  );
}
