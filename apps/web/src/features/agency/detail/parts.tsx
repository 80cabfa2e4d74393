import type { ProfileInsightItem, ProfilePost, ProfileStatement } from "@commentlens/shared";
import { ChevronDown, CircleSlash, type LucideIcon } from "lucide-react";
import { createContext, type ReactNode, useContext, useId, useState } from "react";
import { Link } from "react-router";
import { FindingList } from "../../../components/report/finding-list";
import { cn } from "../../../lib/cn";
import { formatDate } from "../../../lib/dates";
import { commentsLabel, postReportPath, postsLabel } from "../format";

/** Small building blocks shared by the detail view's tabs. */

/** The analysis's posts by shortcode, so any finding can link the posts it rests on. */
export const PostsContext = createContext<ReadonlyMap<string, ProfilePost>>(new Map());

export function usePost(shortcode: string): ProfilePost | undefined {
  return useContext(PostsContext).get(shortcode);
}

/** A titled block of a tab. */
export function Panel({
  title,
  icon: Icon,
  description,
  children,
  className,
}: {
  title: string;
  icon?: LucideIcon;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn(
        "flex min-w-0 flex-col gap-4 rounded-card border border-border bg-surface p-4 sm:p-5",
        className,
      )}
    >
      <div className="flex flex-col gap-1">
        <h3 id={id} className="flex items-center gap-2 text-base font-semibold text-foreground">
          {Icon ? <Icon aria-hidden="true" className="size-4 shrink-0 text-primary-text" /> : null}
          {title}
        </h3>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** A figure with its label; `muted` values (e.g. "Likes hidden") read as an absence. */
export function Figure({
  label,
  value,
  note,
  muted = false,
  className,
}: {
  label: ReactNode;
  value: ReactNode;
  note?: ReactNode;
  muted?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("flex min-w-0 flex-col gap-0.5", className)}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd
        className={cn(
          "tabular-nums",
          muted
            ? "text-base font-medium text-muted-foreground"
            : "text-2xl font-semibold text-foreground",
        )}
      >
        {value}
      </dd>
      {note ? <dd className="text-xs text-muted-foreground">{note}</dd> : null}
    </div>
  );
}

/** A sentence about the profile; one the data cannot support says so, with its reason. */
export function Statement({ statement, label }: { statement: ProfileStatement; label?: string }) {
  if (!statement.available) {
    return (
      <div className="flex items-start gap-2.5 rounded-control border border-dashed border-border px-3.5 py-3 text-sm">
        <CircleSlash aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <p className="min-w-0 break-words text-muted-foreground">
          <span className="font-medium text-foreground">
            {label ? `${label}: not available. ` : "Not available. "}
          </span>
          {statement.text}
        </p>
      </div>
    );
  }
  return (
    <p className="text-sm leading-6 break-words text-foreground">
      {label ? <span className="font-medium">{label}: </span> : null}
      {statement.text}
    </p>
  );
}

/** A post as a chip: links to the post's own report when it has one. */
export function PostChip({ shortcode }: { shortcode: string }) {
  const post = usePost(shortcode);
  const date = post ? formatDate(post.taken_at) : null;
  const body = (
    <>
      <span className="font-mono">{shortcode}</span>
      {date ? <span className="text-muted-foreground">· {date}</span> : null}
    </>
  );
  const classes =
    "inline-flex h-7 max-w-full items-center gap-1.5 truncate rounded-full border border-border bg-surface px-2.5 text-xs font-medium text-foreground";
  if (post?.analysis_id) {
    return (
      <Link
        to={postReportPath(post.analysis_id)}
        aria-label={`Open the report of post ${shortcode}${date ? ` from ${date}` : ""}`}
        className={cn(
          classes,
          "transition-colors hover:border-input hover:bg-secondary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        )}
      >
        {body}
      </Link>
    );
  }
  return <span className={classes}>{body}</span>;
}

export function PostChips({ shortcodes, label }: { shortcodes: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {shortcodes.map((code) => (
        <li key={code} className="max-w-full">
          <PostChip shortcode={code} />
        </li>
      ))}
    </ul>
  );
}

/** "Based on 12 comments" (or posts, for findings about posts alone). */
export function supportText(item: ProfileInsightItem): string {
  const byPosts = item.comment_ids.length === 0 && item.post_shortcodes.length > 0;
  return `Based on ${byPosts ? postsLabel(item.support) : commentsLabel(item.support)}`;
}

/** What backs a profile finding: its count and, on request, the posts it rests on. */
function FindingSupport({ item }: { item: ProfileInsightItem }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const posts = item.post_shortcodes;
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span className="tabular-nums">{supportText(item)}</span>
        {posts.length > 0 ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
            className="inline-flex items-center gap-1 rounded-sm font-medium text-primary-text hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {open ? "Hide posts" : `Show ${postsLabel(posts.length)}`}
            <ChevronDown
              aria-hidden="true"
              className={cn("size-3.5 transition-transform", open && "rotate-180")}
            />
          </button>
        ) : null}
      </div>
      <div id={listId} hidden={!open}>
        {open ? <PostChips shortcodes={posts} label="Posts behind this finding" /> : null}
      </div>
    </>
  );
}

/** One finding standing out on its own (a tab's main recommendation): larger, its support under it. */
export function InsightItemView({ item }: { item: ProfileInsightItem }) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <p className="break-words text-base leading-7 font-medium text-foreground">{item.text}</p>
      <FindingSupport item={item} />
    </div>
  );
}

/** Findings as the quiet list every report uses, each with its count and posts under it. */
export function InsightItems({
  items,
  empty,
}: {
  items: readonly ProfileInsightItem[];
  /** The sentence shown when there is nothing to list. */
  empty: string;
}) {
  const findings = items.map((item) => ({
    key: item.text,
    text: item.text,
    support: <FindingSupport item={item} />,
  }));
  return <FindingList findings={findings} empty={empty} support="below" />;
}
