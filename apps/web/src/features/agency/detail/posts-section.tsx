import { formatNumber, type ProfilePost } from "@commentlens/shared";
import { ExternalLink, FileChartColumn } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { SentimentBadge } from "../../../components/analysis-badges";
import { Badge, type BadgeVariant } from "../../../components/ui/badge";
import { formatDate } from "../../../lib/dates";
import { formatRate, LIKES_HIDDEN, MEDIA_TYPE_NAMES, postReportPath, postsLabel } from "../format";

const POST_STATUS: Record<ProfilePost["status"], { label: string; variant: BadgeVariant }> = {
  queued: { label: "Queued", variant: "other" },
  running: { label: "In progress", variant: "in-progress" },
  completed: { label: "Analyzed", variant: "completed" },
  failed: { label: "Failed", variant: "failed" },
};

/** The analysis's posts, each a way into its own full report. */
export function PostsSection({ posts }: { posts: readonly ProfilePost[] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-3">
      <div>
        <h2 id={titleId} className="text-lg font-semibold tracking-tight text-foreground">
          Posts
        </h2>
        <p className="text-sm text-muted-foreground">
          {postsLabel(posts.length)}, newest first. Open a post's report for its comments, personas
          and strategies.
        </p>
      </div>
      {/* Wide tables scroll inside their frame on phones, never the page (`relative` keeps the
          table's screen-reader-only text inside that frame too). */}
      <div className="relative overflow-x-auto rounded-card border border-border">
        <table className="w-full min-w-[52rem] text-left text-sm">
          <thead className="bg-surface-muted text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-2.5 font-medium">
                Post
              </th>
              <th scope="col" className="px-3 py-2.5 font-medium">
                Date
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-medium">
                Likes
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-medium">
                Comments
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-medium whitespace-nowrap">
                Eng. rate
              </th>
              <th scope="col" className="px-3 py-2.5 font-medium">
                Sentiment
              </th>
              <th scope="col" className="px-3 py-2.5 font-medium">
                Status
              </th>
              <th scope="col" className="px-4 py-2.5 font-medium">
                <span className="sr-only">Report</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {[...posts]
              .sort((a, b) => b.taken_at.localeCompare(a.taken_at))
              .map((post) => {
                const status = POST_STATUS[post.status];
                return (
                  <tr key={post.shortcode} className="align-top">
                    <th scope="row" className="max-w-72 px-4 py-3 font-normal">
                      <a
                        href={post.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-center gap-1 rounded-sm font-mono font-medium text-foreground underline-offset-4 hover:underline"
                      >
                        {post.shortcode}
                        <ExternalLink aria-hidden="true" className="size-3.5" />
                        <span className="sr-only">(opens Instagram in a new tab)</span>
                      </a>
                      <p className="text-xs text-muted-foreground">
                        {MEDIA_TYPE_NAMES[post.media_type]}
                      </p>
                      {post.caption ? (
                        <p className="mt-1 line-clamp-2 text-xs break-words text-muted-foreground">
                          {post.caption}
                        </p>
                      ) : null}
                    </th>
                    <td className="px-3 py-3 whitespace-nowrap text-muted-foreground">
                      {formatDate(post.taken_at)}
                    </td>
                    <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">
                      {post.likes === null ? (
                        <span className="text-muted-foreground">{LIKES_HIDDEN}</span>
                      ) : (
                        formatNumber(post.likes)
                      )}
                    </td>
                    <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">
                      {formatNumber(post.comments)}
                      {post.analyzed_comments !== null &&
                      post.analyzed_comments !== post.comments ? (
                        <p className="text-xs text-muted-foreground">
                          {formatNumber(post.analyzed_comments)} analyzed
                        </p>
                      ) : null}
                    </td>
                    <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">
                      {post.engagement_rate === null ? (
                        <span className="text-muted-foreground">—</span>
                      ) : (
                        formatRate(post.engagement_rate)
                      )}
                    </td>
                    <td className="px-3 py-3">
                      {post.overall_sentiment ? (
                        <SentimentBadge
                          sentiment={post.overall_sentiment}
                          score={post.sentiment_score}
                        />
                      ) : (
                        <span className="text-muted-foreground">—</span>
                      )}
                    </td>
                    <td className="px-3 py-3">
                      <Badge variant={status.variant}>{status.label}</Badge>
                      {post.error ? (
                        <p className="mt-1 max-w-48 text-xs break-words text-destructive-text">
                          {post.error}
                        </p>
                      ) : null}
                    </td>
                    <td className="px-4 py-3 text-right whitespace-nowrap">
                      {post.analysis_id && post.status === "completed" ? (
                        <Link
                          to={postReportPath(post.analysis_id)}
                          aria-label={`Open report of post ${post.shortcode}`}
                          className="inline-flex items-center gap-1.5 rounded-sm font-medium text-primary-text underline-offset-4 hover:underline"
                        >
                          <FileChartColumn aria-hidden="true" className="size-4" />
                          Open report
                        </Link>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
