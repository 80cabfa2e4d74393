import { ArrowLeft } from "lucide-react";
import { Link, NavLink } from "react-router";
import type { DocumentBody, HelpArticleMeta } from "../../../vite-plugins/content/types";
import { Prose } from "../../components/prose";
import { cn } from "../../lib/cn";
import { usePageHead } from "../../lib/head-manager";

export interface HelpArticleViewProps {
  article: HelpArticleMeta;
  body: DocumentBody;
  /** Every help article, for the sidebar. */
  articles: readonly HelpArticleMeta[];
}

/** A help article at reading width, with the other articles beside it (below it on phones). */
export function HelpArticleView({ article, body, articles }: HelpArticleViewProps) {
  usePageHead({ title: article.title, description: article.description, type: "article" });

  return (
    <div className="mx-auto max-w-content px-4 py-10 sm:px-6 sm:py-14 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
      <article className="min-w-0 max-w-reading lg:col-start-2 lg:row-start-1">
        <Link
          to="/help"
          className="inline-flex items-center gap-2 rounded-control text-sm font-medium text-primary-text underline-offset-4 hover:underline [&_svg]:size-4"
        >
          <ArrowLeft aria-hidden="true" />
          Help Center
        </Link>
        <header className="mt-6 border-b border-border pb-8">
          <h1 className="text-3xl font-semibold tracking-tight text-balance text-foreground sm:text-4xl">
            {article.title}
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">{article.description}</p>
        </header>
        <Prose html={body.html} className="mt-8" />
        <p className="mt-12 rounded-card border border-border bg-surface-muted p-5 text-sm text-muted-foreground">
          Didn’t find what you needed?{" "}
          <Link
            to="/contact"
            className="font-medium text-primary-text underline underline-offset-4"
          >
            Contact support
          </Link>{" "}
          and we will answer by email.
        </p>
      </article>

      <aside className="mt-12 border-t border-border pt-8 lg:col-start-1 lg:row-start-1 lg:mt-0 lg:border-t-0 lg:pt-0">
        <nav aria-label="Help articles" className="lg:sticky lg:top-24">
          <h2 className="px-3 text-sm font-semibold text-foreground">Help articles</h2>
          <ul className="mt-3 flex flex-col gap-1">
            {articles.map((other) => (
              <li key={other.slug}>
                <NavLink
                  to={`/help/${other.slug}`}
                  end
                  className={({ isActive }) =>
                    cn(
                      "block rounded-control px-3 py-2 text-sm transition-colors",
                      isActive
                        ? "bg-primary-subtle font-medium text-primary-text"
                        : "text-muted-foreground hover:bg-secondary hover:text-foreground",
                    )
                  }
                >
                  {other.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
    </div>
  );
}
