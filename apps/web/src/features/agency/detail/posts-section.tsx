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
      {/* On phones each post stacks as a card, every figure under its column's name; from
          tablets on it is a table that scrolls inside its frame if it must, never the page
          (`relative` keeps the table's screen-reader-only text inside that frame too). */}
      <div className="relative rounded-card border border-border md:overflow-x-auto">
        <table className="w-full text-left text-sm max-md:block md:min-w-[52rem]">
          <thead className="bg-surface-muted text-xs text-muted-foreground max-md:sr-only">
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
                Comments / 100 likes
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
          <tbody className="divide-y divide-border max-md:block">
            {[...posts]
              .sort((a, b) => b.taken_at.localeCompare(a.taken_at))
              .map((post) => {
                const status = POST_STATUS[post.status];
                return (
                  <tr
                    key={post.shortcode}
                    className="align-top max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-3 max-md:p-4"
                  >
                    <th
                      scope="row"
                      className="max-w-72 px-4 py-3 font-normal max-md:col-span-2 max-md:max-w-none max-md:p-0"
                    >
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
                    <td
                      data-label="Date"
                      className="px-3 py-3 whitespace-nowrap text-muted-foreground max-md:p-0 max-md:text-left max-md:before:mb-0.5 max-md:before:block max-md:before:text-xs max-md:before:font-normal max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]"
                    >
                      {formatDate(post.taken_at)}
                    </td>
                    <td
                      data-label="Likes"
                      className="px-3 py-3 text-right whitespace-nowrap tabular-nums max-md:p-0 max-md:text-left max-md:before:mb-0.5 max-md:before:block max-md:before:text-xs max-md:before:font-normal max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]"
                    >
                      {post.likes === null ? (
                        <span className="text-muted-foreground">{LIKES_HIDDEN}</span>
                      ) : (
                        formatNumber(post.likes)
                      )}
                    </td>
                    <td
                      data-label="Comments"
                      className="px-3 py-3 text-right whitespace-nowrap tabular-nums max-md:p-0 max-md:text-left max-md:before:mb-0.5 max-md:before:block max-md:before:text-xs max-md:before:font-normal max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]"
                    >
                      {formatNumber(post.comments)}
                      {post.analyzed_comments !== null &&
                      post.analyzed_comments !== post.comments ? (
                        <p className="text-xs text-muted-foreground">
                          {formatNumber(post.analyzed_comments)} analyzed
                        </p>
                      ) : null}
                    </td>
                    <td
                      data-label="Comments per 100 likes"
                      className="px-3 py-3 text-right whitespace-nowrap tabular-nums max-md:p-0 max-md:text-left max-md:before:mb-0.5 max-md:before:block max-md:before:text-xs max-md:before:font-normal max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]"
                    >
                      {post.engagement_rate === null ? (
                        <span className="text-muted-foreground">—</span>
                      ) : (
                        formatRate(post.engagement_rate)
                      )}
                    </td>
                    <td
                      data-label="Sentiment"
                      className="px-3 py-3 max-md:p-0 max-md:text-left max-md:before:mb-0.5 max-md:before:block max-md:before:text-xs max-md:before:font-normal max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]"
                    >
                      {post.overall_sentiment ? (
                        <SentimentBadge
                          sentiment={post.overall_sentiment}
                          score={post.sentiment_score}
                        />
                      ) : (
                        <span className="text-muted-foreground">—</span>
                      )}
                    </td>
                    <td
                      data-label="Status"
                      className="px-3 py-3 max-md:p-0 max-md:text-left max-md:before:mb-0.5 max-md:before:block max-md:before:text-xs max-md:before:font-normal max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]"
                    >
                      <Badge variant={status.variant}>{status.label}</Badge>
                      {post.error ? (
                        <p className="mt-1 max-w-48 text-xs break-words text-destructive-text">
                          {post.error}
                        </p>
                      ) : null}
                    </td>
                    <td className="px-4 py-3 text-right whitespace-nowrap max-md:col-span-2 max-md:p-0 max-md:text-left">
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
