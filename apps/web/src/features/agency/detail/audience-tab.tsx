import { formatNumber, type ProfileInsights } from "@commentlens/shared";
import { Globe, Heart, MessagesSquare, Smile, Users, UsersRound } from "lucide-react";
import { SentimentBadge } from "../../../components/analysis-badges";
import { EmptyNote } from "../../../components/report/empty-note";
import { ShareBar } from "../../../components/share-bar";
import { languageName } from "../../../lib/language-name";
import { formatPercent1, postsLabel } from "../format";
import { Figure, InsightItems, Panel, Statement } from "./parts";

const SHOWN_NAMES = 6;

export function AudienceTab({ insights }: { insights: ProfileInsights }) {
  const m = insights.metrics;
  const a = insights.audience_insights;
  const repeatShare =
    m.active_commenters > 0 ? (m.repeat_commenters / m.active_commenters) * 100 : 0;
  return (
    <div className="flex flex-col gap-4">
      {/* Two stacked columns: panels of very different heights leave no gaps between rows. */}
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-4">
          <Panel title="Audience size" icon={Users}>
            <dl className="grid grid-cols-2 gap-4">
              <Figure
                label="Active commenters"
                value={formatNumber(m.active_commenters)}
                note="Distinct people commenting"
              />
              <Figure
                label="Repeat commenters"
                value={formatNumber(m.repeat_commenters)}
                note={`${formatPercent1(repeatShare)} came back on 2+ posts`}
              />
            </dl>
            {insights.regulars.length > 0 ? (
              <div className="flex flex-col gap-2">
                <h4 className="text-sm font-medium text-foreground">Most loyal commenters</h4>
                <ul className="flex flex-wrap gap-1.5">
                  {insights.regulars.slice(0, 12).map((r) => (
                    <li
                      key={r.username}
                      className="inline-flex h-7 max-w-full items-center gap-1.5 truncate rounded-full bg-secondary px-2.5 text-xs text-foreground"
                    >
                      @{r.username}
                      <span className="text-muted-foreground tabular-nums">
                        {postsLabel(r.posts)}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </Panel>
          <Panel title="Audience preferences" icon={Heart}>
            <InsightItems
              items={a.audience_preferences}
              empty="No preference stands out: no theme came up across the audience's comments."
            />
          </Panel>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <Panel title="Overall sentiment" icon={Smile}>
            <div>
              <SentimentBadge sentiment={m.overall_sentiment} score={m.sentiment_score} />
            </div>
            <Statement statement={a.sentiment_analysis} />
          </Panel>
          <Panel title="Engagement pattern" icon={MessagesSquare}>
            <Statement statement={a.engagement_patterns} />
          </Panel>
        </div>
      </div>

      <Panel
        title="Audience behaviour"
        icon={UsersRound}
        description="Who the commenters are, from what they wrote and how often they came back."
      >
        {a.behaviour.length === 0 ? (
          <EmptyNote>Too few commenters to group them.</EmptyNote>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {a.behaviour.map((tile) => (
              <li
                key={tile.label}
                className="flex min-w-0 flex-col gap-2 rounded-control border border-border bg-surface-muted p-4"
              >
                <div className="flex items-baseline justify-between gap-2">
                  <h4 className="text-sm font-semibold text-foreground">{tile.label}</h4>
                  <span className="text-sm text-muted-foreground tabular-nums">
                    <span className="font-semibold text-foreground">
                      {formatNumber(tile.count)}
                    </span>{" "}
                    · {formatPercent1(tile.percentage)}
                  </span>
                </div>
                <ShareBar percentage={tile.percentage} />
                <p className="text-sm text-muted-foreground">{tile.description}</p>
                {tile.usernames.length > 0 ? (
                  <p className="text-xs break-words text-muted-foreground">
                    {tile.usernames
                      .slice(0, SHOWN_NAMES)
                      .map((u) => `@${u}`)
                      .join(", ")}
                    {tile.usernames.length > SHOWN_NAMES
                      ? ` and ${formatNumber(tile.usernames.length - SHOWN_NAMES)} more`
                      : ""}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel title="Demographic insights" icon={Globe}>
        <InsightItems
          items={a.demographic_insights}
          empty="The comments say little about who the audience is."
        />
        {m.languages.length > 0 ? (
          <div className="flex flex-col gap-2">
            <h4 className="text-sm font-medium text-foreground">Languages of the comments</h4>
            <ul className="flex flex-col gap-2.5">
              {m.languages.slice(0, 6).map((l) => (
                <li key={l.language} className="grid grid-cols-[8rem_1fr_auto] items-center gap-3">
                  <span className="truncate text-sm text-foreground">
                    {languageName(l.language)}
                  </span>
                  <ShareBar percentage={l.percentage} />
                  <span className="text-sm text-muted-foreground tabular-nums">
                    {formatNumber(l.count)} · {formatPercent1(l.percentage)}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Panel>
    </div>
  );
}
