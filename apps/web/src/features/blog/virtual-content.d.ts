// Modules made at build time by vite-plugins/content from src/content/blog.
declare module "virtual:content/blog" {
  type BlogArticleMeta = import("../../../vite-plugins/content/types").BlogArticleMeta;
  type BlogCategory = import("../../../vite-plugins/content/types").BlogCategory;
  type DocumentBody = import("../../../vite-plugins/content/types").DocumentBody;

  /** The four categories, in display order. */
  export const categories: readonly BlogCategory[];
  /** Every article without its body, newest first. */
  export const articles: readonly BlogArticleMeta[];
  /** The article's body from its own chunk; undefined for an unknown slug. */
  export function loadArticleBody(slug: string): Promise<DocumentBody | undefined>;
}
