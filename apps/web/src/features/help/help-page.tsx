import { faq, helpArticles, loadHelpBody } from "virtual:content/help";
import { matchRoute } from "@commentlens/shared";
import { use } from "react";
import { useParams } from "react-router";
import type { DocumentBody, HelpArticleMeta } from "../../../vite-plugins/content/types";
import { usePageHead } from "../../lib/head-manager";
import { pageData } from "../../lib/lazy-page";
import { HelpArticleView } from "./help-article-view";
import { HelpIndex } from "./help-index";

type HelpData = { article: HelpArticleMeta; body: DocumentBody } | null;

async function loadHelpPage(slug: string): Promise<HelpData> {
  const article = helpArticles.find((a) => a.slug === slug);
  const body = article ? await loadHelpBody(article.slug) : undefined;
  return article && body ? { article, body } : null;
}

/** Loaded once per slug; the page suspends on it, so it never paints half empty. */
const helpData = pageData(loadHelpPage);

// The search engine and the text it searches are fetched when the index shows, not with the page.
async function loadSearch() {
  const [{ createHelpSearch }, { documents }] = await Promise.all([
    import("./search-engine"),
    import("virtual:content/help-search"),
  ]);
  return createHelpSearch(documents);
}

const indexRoute = matchRoute("/help");

function Index() {
  // /help/anything-else shows the index, so it names /help as its address.
  usePageHead({
    title: indexRoute?.title ?? "Help Center",
    description: indexRoute?.description ?? "",
    canonicalPath: "/help",
  });
  return <HelpIndex articles={helpArticles} faq={faq} loadSearch={loadSearch} />;
}

export function HelpPage() {
  const slug = useParams()["*"] ?? "";
  const data = use(helpData(slug));
  if (!data) return <Index />;
  return (
    <HelpArticleView
      key={data.article.slug}
      article={data.article}
      body={data.body}
      articles={helpArticles}
    />
  );
}
