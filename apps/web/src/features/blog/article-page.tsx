import { articles, loadArticleBody } from "virtual:content/blog";
import { notFoundRoute } from "@commentlens/shared";
import type { ReactNode } from "react";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import type { BlogArticleMeta, DocumentBody } from "../../../vite-plugins/content/types";
import { usePageHead } from "../../app/head-manager";
import { ArticleView } from "./article-view";

type ArticleData = { article: BlogArticleMeta; body: DocumentBody } | null;

/** Loads the article's body chunk before the page shows, so it never paints half empty. */
export async function loadBlogArticle({ params }: LoaderFunctionArgs): Promise<ArticleData> {
  const article = articles.find((a) => a.slug === params.slug);
  const body = article ? await loadArticleBody(article.slug) : undefined;
  return article && body ? { article, body } : null;
}

function NotFoundHead() {
  usePageHead({
    title: notFoundRoute.title,
    description: notFoundRoute.description,
    canonicalPath: null,
  });
  return null;
}

/** /blog/:slug; an unknown slug shows `notFound` (the site's 404 page). */
export function BlogArticlePage({ notFound }: { notFound: ReactNode }) {
  const data = useLoaderData<typeof loadBlogArticle>();
  if (!data) {
    return (
      <>
        <NotFoundHead />
        {notFound}
      </>
    );
  }
  return <ArticleView key={data.article.slug} article={data.article} body={data.body} />;
}
