import type {
  BlogArticleMeta,
  BlogCategory,
  DocumentBody,
} from "../../../vite-plugins/content/types";

export const CATEGORIES: readonly BlogCategory[] = [
  "Analytics",
  "Engagement",
  "Community",
  "Strategy",
];

/** An article as the content build would list it; every field can be overridden. */
export function fakeArticle(n: number, overrides: Partial<BlogArticleMeta> = {}): BlogArticleMeta {
  return {
    slug: `article-${n}`,
    id: `article-${n}`,
    title: `Article number ${n}`,
    excerpt: `What article ${n} is about, in one sentence.`,
    author: "Maya Okafor",
    date: `2026-0${Math.min(9, n)}-15`,
    category: CATEGORIES[(n - 1) % 4] as BlogCategory,
    image: "🔍",
    tags: ["sentiment", "reporting"],
    readingMinutes: n + 2,
    words: (n + 2) * 200,
    ...overrides,
  };
}

export const fourArticles = [1, 2, 3, 4].map((n) => fakeArticle(n));

export const fakeBody: DocumentBody = {
  html: '<p>Intro with a <a href="/methodology">link to the method</a>.</p>\n<h2 id="start">Start here</h2>\n<p>Body text.</p>\n',
  headings: [{ depth: 2, id: "start", text: "Start here" }],
};
