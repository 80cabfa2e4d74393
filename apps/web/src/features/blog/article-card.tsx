import type { Ref } from "react";
import { Link, useLocation } from "react-router";
import type { BlogArticleMeta } from "../../../vite-plugins/content/types";
import { badgeVariants } from "../../components/ui/badge-variants";
import { formatLongDate, formatShortDate, initials, readTimeLabel } from "./format";

/** One article in the blog list: the whole card opens it, its title is the link. */
export function ArticleCard({
  article,
  linkRef,
}: {
  article: BlogArticleMeta;
  /** Lets the list move focus to the first card a "Load More" revealed. */
  linkRef?: Ref<HTMLAnchorElement>;
}) {
  // The article's "Back to Blog" returns to the list as filtered here.
  const { search } = useLocation();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-border bg-surface transition-shadow hover:shadow-raised has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring">
      <div
        aria-hidden="true"
        className="flex h-32 items-center justify-center bg-primary-subtle text-4xl"
      >
        {article.image}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span className={badgeVariants({ variant: "brand" })}>{article.category}</span>
          <span>{readTimeLabel(article.readingMinutes)}</span>
        </div>
        <h2 className="mt-3 text-lg font-semibold leading-snug text-foreground">
          <Link
            ref={linkRef}
            to={`/blog/${article.slug}`}
            state={search ? { blogSearch: search } : undefined}
            className="focus-visible:outline-none after:absolute after:inset-0 group-hover:text-primary-text"
          >
            {article.title}
          </Link>
        </h2>
        <p className="mt-2 text-muted-foreground">{article.excerpt}</p>
        <div className="mt-auto flex items-center gap-3 pt-6 text-sm">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground"
          >
            {initials(article.author)}
          </span>
          <span className="min-w-0">
            <span className="block font-medium text-foreground">{article.author}</span>
            <time
              dateTime={article.date}
              title={formatLongDate(article.date)}
              className="block text-muted-foreground"
            >
              {formatShortDate(article.date)}
            </time>
          </span>
        </div>
      </div>
    </article>
  );
}
