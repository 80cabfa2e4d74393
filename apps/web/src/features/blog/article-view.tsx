import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link, useLocation } from "react-router";
import type { BlogArticleMeta, DocumentBody } from "../../../vite-plugins/content/types";
import { Prose } from "../../components/prose";
import { badgeVariants } from "../../components/ui/badge-variants";
import { buttonVariants } from "../../components/ui/button-variants";
import { usePageHead } from "../../lib/head-manager";
import { formatLongDate, initials, readTimeLabel } from "./format";

const backLink =
  "inline-flex items-center gap-2 rounded-control text-sm font-medium text-primary-text underline-offset-4 hover:underline [&_svg]:size-4";

/** Where "Back to Blog" goes: the list as the reader left it (its category filter). */
function backTo(state: unknown): string {
  const search =
    state && typeof state === "object" && "blogSearch" in state ? state.blogSearch : undefined;
  return typeof search === "string" && search.startsWith("?") ? `/blog${search}` : "/blog";
}

/** One blog article at reading width (opens in place with a Back to Blog button). */
export function ArticleView({ article, body }: { article: BlogArticleMeta; body: DocumentBody }) {
  const location = useLocation();
  const back = backTo(location.state);
  usePageHead({
    title: article.title,
    description: article.excerpt,
    type: "article",
    publishedTime: article.date,
  });

  return (
    <article className="mx-auto max-w-reading px-4 py-10 sm:px-6 sm:py-14">
      <Link to={back} className={backLink}>
        <ArrowLeft aria-hidden="true" />
        Back to Blog
      </Link>

      <header className="mt-8">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span className={badgeVariants({ variant: "brand" })}>{article.category}</span>
          <span>{readTimeLabel(article.readingMinutes)}</span>
        </div>
        <h1 className="mt-4 text-3xl font-semibold tracking-tight text-balance text-foreground sm:text-4xl">
          {article.title}
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">{article.excerpt}</p>
        <div className="mt-6 flex items-center gap-3 border-b border-border pb-8 text-sm">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground"
          >
            {initials(article.author)}
          </span>
          <span>
            <span className="block font-medium text-foreground">{article.author}</span>
            <span className="block text-muted-foreground">
              Published <time dateTime={article.date}>{formatLongDate(article.date)}</time>
            </span>
          </span>
        </div>
      </header>

      <Prose html={body.html} className="mt-8" />

      <footer className="mt-12 flex flex-col gap-10">
        {article.tags.length > 0 ? (
          <div>
            <h2 className="text-sm font-semibold text-foreground">Tags</h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {article.tags.map((tag) => (
                <li key={tag} className={badgeVariants({ variant: "outline" })}>
                  {tag}
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <section
          aria-labelledby="waitlist-title"
          className="rounded-card border border-border bg-primary-subtle p-6 sm:p-8"
        >
          <h2 id="waitlist-title" className="text-2xl font-semibold tracking-tight text-foreground">
            Read your own comments this way
          </h2>
          <p className="mt-2 text-foreground/80">
            CommentLens is in beta. Join the waitlist for product news and new features as they
            ship.
          </p>
          <Link to="/newsletter" className={buttonVariants({ className: "mt-5" })}>
            Join Beta Waitlist
            <ArrowRight aria-hidden="true" />
          </Link>
        </section>

        <Link to={back} className={`${backLink} self-start`}>
          <ArrowLeft aria-hidden="true" />
          Back to Blog
        </Link>
      </footer>
    </article>
  );
}
