import { articles, loadArticleBody } from "virtual:content/blog";
import { notFoundRoute } from "@commentlens/shared";
import { type ReactNode, use } from "react";
import { useParams } from "react-router";
import type { BlogArticleMeta, DocumentBody } from "../../../vite-plugins/content/types";
import { usePageHead } from "../../lib/head-manager";
import { pageData } from "../../lib/lazy-page";
import { ArticleView } from "./article-view";

type ArticleData = { article: BlogArticleMeta; body: DocumentBody } | null;

async function loadBlogArticle(slug: string): Promise<ArticleData> {
  const article = articles.find((a) => a.slug === slug);
  const body = article ? await loadArticleBody(article.slug) : undefined;
  return article && body ? { article, body } : null;
}

/** Loaded once per slug; the page suspends on it, so it never paints half empty. */
const articleData = pageData(loadBlogArticle);

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
  const { slug = "" } = useParams();
  const data = use(articleData(slug));
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
