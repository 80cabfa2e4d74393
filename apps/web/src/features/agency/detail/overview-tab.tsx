import {
  formatNumber,
  PROFILE_MESSAGES,
  type ProfileAnalysisDetail,
  type ProfileInsights,
  sentimentTitle,
  wholePercent,
} from "@commentlens/shared";
import { ChartPie, FileText, Info, TrendingUp } from "lucide-react";
import type { ReactNode } from "react";
import { Tooltip } from "../../../components/ui/tooltip";
import { formatRate, LIKES_HIDDEN } from "../format";
import { Figure, Panel, Statement } from "./parts";
import { SentimentBreakdown } from "./sentiment";

function StatCard({ children }: { children: ReactNode }) {
  return (
    <dl className="flex min-w-0 flex-col rounded-card border border-border bg-surface p-4">
      {children}
    </dl>
  );
}

/** The four headline figures of the profile. */
export function HeadlineStats({
  analysis,
  insights,
}: {
  analysis: ProfileAnalysisDetail;
  insights: ProfileInsights;
}) {
  const m = insights.metrics;
  const followerRate = engagementPerFollowers(m.average_engagement, analysis.follower_count);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard>
        {followerRate !== null ? (
          <Figure
            label="Engagement Rate"
            value={formatRate(followerRate)}
            note={`Likes and comments per post, per 100 of ${formatNumber(analysis.follower_count ?? 0)} followers`}
          />
        ) : (
          <CommentsPerLikes rate={m.engagement_rate} />
        )}
      </StatCard>
      <StatCard>
        <Figure
          label="Posts Analyzed"
          value={formatNumber(m.posts_analyzed)}
          note={
            m.posts_failed > 0
              ? `of ${formatNumber(analysis.total_posts)}; ${formatNumber(m.posts_failed)} could not be analysed`
              : `of the latest ${formatNumber(analysis.total_posts)}`
          }
        />
      </StatCard>
      <StatCard>
        <Figure
          label="Active Commenters"
          value={formatNumber(m.active_commenters)}
          note="Distinct people commenting"
        />
      </StatCard>
      <StatCard>
        <Figure
          label={
            <span className="inline-flex items-center gap-1">
              Sentiment Score
              <Tooltip content={PROFILE_MESSAGES.sentimentTooltip}>
                <button
                  type="button"
                  aria-label="About the sentiment score"
                  className="inline-flex size-5 items-center justify-center rounded-full text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <Info aria-hidden="true" className="size-3.5" />
                </button>
              </Tooltip>
            </span>
          }
          value={`${wholePercent(m.sentiment_score)}%`}
          note={sentimentTitle(m.overall_sentiment)}
        />
      </StatCard>
    </div>
  );
}

/**
 * The usual engagement rate: a post's likes and comments per 100 followers (post average),
 * when the followers and the likes are known; null otherwise.
 */
function engagementPerFollowers(perPost: number | null, followers: number | null): number | null {
  if (perPost === null || followers === null || followers === 0) return null;
  return (perPost / followers) * 100;
}

/** Comments per 100 likes (post average): how much people talk rather than tap. */
function CommentsPerLikes({ rate }: { rate: number | null }) {
  return rate === null ? (
    <Figure
      label="Comments per 100 likes"
      value={LIKES_HIDDEN}
      muted
      note="It needs visible likes."
    />
  ) : (
    <Figure label="Comments per 100 likes" value={formatRate(rate)} note="Post average" />
  );
}

export function OverviewTab({
  analysis,
  insights,
}: {
  analysis: ProfileAnalysisDetail;
  insights: ProfileInsights;
}) {
  const m = insights.metrics;
  return (
    <div className="flex flex-col gap-4">
      <HeadlineStats analysis={analysis} insights={insights} />
      <Panel title="Profile Summary" icon={FileText}>
        <p className="max-w-reading text-sm leading-6 break-words text-foreground">
          {insights.summary}
        </p>
      </Panel>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Engagement Overview" icon={TrendingUp}>
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            {engagementPerFollowers(m.average_engagement, analysis.follower_count) !== null ? (
              <CommentsPerLikes rate={m.engagement_rate} />
            ) : null}
            <Figure label="Total comments" value={formatNumber(m.total_comments)} />
            {m.total_likes === null ? (
              <Figure label="Total likes" value={LIKES_HIDDEN} muted />
            ) : (
              <Figure label="Total likes" value={formatNumber(m.total_likes)} />
            )}
            {m.average_engagement === null ? (
              <Figure label="Average engagement per post" value={LIKES_HIDDEN} muted />
            ) : (
              <Figure
                label="Average engagement per post"
                value={formatNumber(Math.round(m.average_engagement))}
                note="Likes and comments"
              />
            )}
          </dl>
          <Statement statement={insights.audience_insights.engagement_patterns} />
        </Panel>
        <Panel title="Sentiment Breakdown" icon={ChartPie}>
          <SentimentBreakdown metrics={m} />
        </Panel>
      </div>
    </div>
  );
}
