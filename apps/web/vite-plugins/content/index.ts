import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import {
  BLOG_CATEGORIES,
  type ContentSources,
  helpSearchDocuments,
  type LoadedContent,
  loadContent,
  PAGE_NAMES,
  type PageName,
} from "./collections";
import { DEFAULT_EVAL_FILE } from "./eval-tokens";
import type { BlogArticleMeta, ContentIndex, HelpArticleMeta } from "./types";

/*
 * Build-time content: markdown and JSON under src/content become plain JS modules, so no
 * markdown parser ships to the browser. Virtual modules:
 *
 *   virtual:content/blog            article list (no bodies) + loadArticleBody(slug)
 *   virtual:content/blog-body/{s}   one article's HTML, a chunk of its own
 *   virtual:content/help            help articles (no bodies), FAQ + loadHelpBody(slug)
 *   virtual:content/help-body/{s}   one help article's HTML
 *   virtual:content/help-search     the searchable text of the help centre (loaded on demand)
 *   virtual:content/page/{name}     privacy, terms, methodology
 *
 * Markdown (and FAQ answers) may quote measured figures as `{{eval:<name>}}`; the build replaces
 * them from bench/eval.json (see eval-tokens.ts) and fails on an unknown or missing figure.
 *
 * The build also writes content-index.json beside index.html for the API server.
 */

const PREFIX = "virtual:content/";
const RESOLVED = `\0${PREFIX}`;

const json = (value: unknown) => JSON.stringify(value);

function blogMeta({ body: _body, ...meta }: LoadedContent["blog"][number]): BlogArticleMeta {
  return meta;
}

function helpMeta(article: LoadedContent["help"][number]): HelpArticleMeta {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    order: article.order,
  };
}

/** What `content-index.json` holds: every article's path, title and description. */
export function contentIndex(content: LoadedContent): ContentIndex {
  return {
    version: 1,
    blog: content.blog.map((article) => ({
      path: `/blog/${article.slug}`,
      title: article.title,
      description: article.excerpt,
      date: article.date,
      author: article.author,
      category: article.category,
    })),
    help: content.help.map((article) => ({
      path: `/help/${article.slug}`,
      title: article.title,
      description: article.description,
    })),
    pages: PAGE_NAMES.map((name) => ({
      path: `/${name}`,
      title: content.pages[name].title,
      ...(content.pages[name].updated ? { updated: content.pages[name].updated } : {}),
    })),
  };
}

function loaderMap(kind: "blog-body" | "help-body", slugs: string[]): string {
  const entries = slugs.map(
    (slug) => `  ${json(slug)}: () => import(${json(`${PREFIX}${kind}/${slug}`)}),`,
  );
  return `const bodies = {\n${entries.join("\n")}\n};\nfunction loadBody(slug) {\n  const load = Object.hasOwn(bodies, slug) ? bodies[slug] : undefined;\n  return load ? load().then((m) => m.default) : Promise.resolve(undefined);\n}\n`;
}

/** The source of one virtual module, or undefined for an id this plugin does not know. */
export function virtualModule(id: string, content: LoadedContent): string | undefined {
  const name = id.slice(PREFIX.length);
  if (name === "blog") {
    return [
      `export const categories = ${json(BLOG_CATEGORIES)};`,
      `export const articles = ${json(content.blog.map(blogMeta))};`,
      loaderMap(
        "blog-body",
        content.blog.map((a) => a.slug),
      ),
      "export { loadBody as loadArticleBody };",
    ].join("\n");
  }
  if (name === "help") {
    return [
      `export const helpArticles = ${json(content.help.map(helpMeta))};`,
      `export const faq = ${json(content.faq)};`,
      loaderMap(
        "help-body",
        content.help.map((a) => a.slug),
      ),
      "export { loadBody as loadHelpBody };",
    ].join("\n");
  }
  if (name === "help-search") {
    return `export const documents = ${json(helpSearchDocuments(content))};`;
  }
  const [kind, slug] = name.split("/", 2);
  if (kind === "blog-body") {
    const article = content.blog.find((a) => a.slug === slug);
    return article ? `export default ${json(article.body)};` : undefined;
  }
  if (kind === "help-body") {
    const article = content.help.find((a) => a.slug === slug);
    return article ? `export default ${json(article.body)};` : undefined;
  }
  if (kind === "page" && PAGE_NAMES.includes(slug as PageName)) {
    return `export default ${json(content.pages[slug as PageName])};`;
  }
  return undefined;
}

export function contentPlugin(sources: ContentSources): Plugin {
  let cache: LoadedContent | undefined;
  let server: ViteDevServer | undefined;
  const load = () => {
    cache ??= loadContent(sources);
    return cache;
  };
  // A new bench/eval.json changes the figures in the content, so it is watched with it.
  const contentRoots = [
    path.resolve(sources.contentDir),
    path.resolve(sources.methodology),
    path.resolve(sources.evalFile ?? DEFAULT_EVAL_FILE),
  ];
  const isContent = (file: string) =>
    contentRoots.some((root) => file === root || file.startsWith(`${root}${path.sep}`));

  function reload() {
    cache = undefined;
    if (!server) return;
    for (const environment of Object.values(server.environments)) {
      for (const module of environment.moduleGraph.idToModuleMap.values()) {
        if (module.id?.startsWith(RESOLVED)) environment.moduleGraph.invalidateModule(module);
      }
    }
    server.ws.send({ type: "full-reload" });
  }

  return {
    name: "commentlens-content",
    buildStart() {
      cache = undefined;
      // In a build, every content file is checked up front, imported or not.
      if (!server) load();
    },
    configureServer(devServer) {
      server = devServer;
      devServer.watcher.add(contentRoots);
      for (const event of ["add", "change", "unlink"] as const) {
        devServer.watcher.on(event, (file) => {
          if (isContent(path.resolve(file))) reload();
        });
      }
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const source = virtualModule(id.slice(1), load());
      if (source === undefined) this.error(`Unknown content module ${id.slice(1)}`);
      return source;
    },
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: "content-index.json",
        source: `${JSON.stringify(contentIndex(load()), null, 2)}\n`,
      });
    },
  };
}
