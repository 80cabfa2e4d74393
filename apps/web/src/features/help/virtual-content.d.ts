// Modules made at build time by vite-plugins/content from src/content/help.
declare module "virtual:content/help" {
  type HelpArticleMeta = import("../../../vite-plugins/content/types").HelpArticleMeta;
  type FaqEntry = import("../../../vite-plugins/content/types").FaqEntry;
  type DocumentBody = import("../../../vite-plugins/content/types").DocumentBody;

  /** The help articles without their bodies, in their `order`. */
  export const helpArticles: readonly HelpArticleMeta[];
  export const faq: readonly FaqEntry[];
  /** The article's body from its own chunk; undefined for an unknown slug. */
  export function loadHelpBody(slug: string): Promise<DocumentBody | undefined>;
}

declare module "virtual:content/help-search" {
  type HelpSearchDocument = import("../../../vite-plugins/content/types").HelpSearchDocument;

  /** Every help article section and FAQ entry as plain text, for the search box. */
  export const documents: readonly HelpSearchDocument[];
}
