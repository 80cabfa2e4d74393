import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";

/*
 * `content-index.json` is written by the web build (apps/web/vite-plugins/content) beside
 * index.html: every blog and help article with its path, title and description. The server
 * reads it once at start for per-article meta tags, 404s for unknown articles and the sitemap.
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const entry = z.object({
  path: z.string().startsWith("/"),
  title: z.string(),
  description: z.string(),
});

const contentIndexSchema = z.object({
  version: z.literal(1),
  blog: z.array(entry.extend({ date: day, author: z.string(), category: z.string() })),
  help: z.array(entry),
  pages: z.array(
    z.object({ path: z.string().startsWith("/"), title: z.string(), updated: day.optional() }),
  ),
});

export type ContentIndex = z.infer<typeof contentIndexSchema>;

export const CONTENT_INDEX_FILE = "content-index.json";

/**
 * The build's content index, or undefined when the web app is not built (or built before the
 * index existed): pages are then served with the route table's generic meta.
 */
export function loadContentIndex(
  staticDir: string,
  log?: FastifyBaseLogger,
): ContentIndex | undefined {
  const file = path.join(staticDir, CONTENT_INDEX_FILE);
  if (!existsSync(file)) return undefined;
  try {
    return contentIndexSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  } catch (error) {
    log?.warn({ err: error, file }, "content index unreadable: articles get generic meta tags");
    return undefined;
  }
}
