import { clsx } from "clsx";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { BlogArticleMeta, BlogCategory } from "../../../vite-plugins/content/types";
import { Button } from "../../components/ui/button";
import { ArticleCard } from "./article-card";
import { SubscribeBlock } from "./subscribe-block";

/** Articles shown at first and added by each "Load More Posts". */
export const PAGE_SIZE = 6;

const ALL = "All";

function filterClasses(active: boolean): string {
  return clsx(
    "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors",
    active
      ? "border-primary bg-primary text-primary-foreground"
      : "border-border bg-surface text-foreground hover:bg-secondary",
  );
}

export interface BlogIndexProps {
  articles: readonly BlogArticleMeta[];
  categories: readonly BlogCategory[];
}

/**
 * The blog list: category filter kept in `?category=`, six articles at a time with a "Load
 * More Posts" button only while there are more, and the
 * newsletter sign-up.
 */
export function BlogIndex({ articles, categories }: BlogIndexProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get("category");
  const category = categories.find((c) => c === asked);
  const shown = category ? articles.filter((a) => a.category === category) : articles;

  const [pages, setPages] = useState(1);
  const firstNew = useRef<HTMLAnchorElement>(null);
  const revealedFrom = useRef<number | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new category starts at page one.
  useEffect(() => {
    setPages(1);
  }, [category]);
  // After "Load More", keyboard and screen reader users continue at the first new article.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the render that shows the new page.
  useEffect(() => {
    if (revealedFrom.current === undefined) return;
    revealedFrom.current = undefined;
    firstNew.current?.focus();
  }, [pages]);

  const visible = shown.slice(0, pages * PAGE_SIZE);
  const remaining = shown.length - visible.length;

  function choose(next: BlogCategory | undefined) {
    setSearchParams(
      (params) => {
        const copy = new URLSearchParams(params);
        if (next) copy.set("category", next);
        else copy.delete("category");
        return copy;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <div className="mx-auto max-w-content px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-reading">
        <h1 className="text-3xl font-semibold tracking-tight text-foreground sm:text-4xl">Blog</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Practical guides to reading your comment section: what the numbers mean, what your
          audience asks for, and how to turn it into your next post.
        </p>
      </header>

      <fieldset className="mt-10 flex flex-wrap gap-2">
        <legend className="sr-only">Filter articles by category</legend>
        {[undefined, ...categories].map((option) => (
          <button
            key={option ?? ALL}
            type="button"
            aria-pressed={option === category}
            className={filterClasses(option === category)}
            onClick={() => choose(option)}
          >
            {option ?? ALL}
          </button>
        ))}
      </fieldset>

      <p aria-live="polite" className="mt-6 text-sm text-muted-foreground">
        {shown.length === 0
          ? `No articles in ${category ?? "the blog"} yet.`
          : `Showing ${visible.length} of ${shown.length} ${shown.length === 1 ? "article" : "articles"}${category ? ` in ${category}` : ""}`}
      </p>

      {shown.length === 0 ? (
        <div className="mt-4 rounded-card border border-dashed border-border p-8 text-center">
          <p className="text-muted-foreground">
            Nothing here yet. The other categories have plenty.
          </p>
          <Button variant="outline" className="mt-4" onClick={() => choose(undefined)}>
            Show all articles
          </Button>
        </div>
      ) : (
        <ul className="mt-4 grid gap-6 md:grid-cols-2">
          {visible.map((article, index) => (
            <li key={article.slug}>
              <ArticleCard
                article={article}
                linkRef={index === (pages - 1) * PAGE_SIZE && pages > 1 ? firstNew : undefined}
              />
            </li>
          ))}
        </ul>
      )}

      {remaining > 0 ? (
        <div className="mt-10 flex justify-center">
          <Button
            variant="outline"
            size="lg"
            onClick={() => {
              revealedFrom.current = visible.length;
              setPages((n) => n + 1);
            }}
          >
            Load More Posts
          </Button>
        </div>
      ) : null}

      <div className="mt-16">
        <SubscribeBlock />
      </div>
    </div>
  );
}
