import {
  canonicalUrl,
  documentTitle,
  isNoindex,
  matchRoute,
  notFoundRoute,
  type RouteMeta,
  SITE_NAME,
} from "@commentlens/shared";
import { useEffect } from "react";
import { useLocation } from "react-router";

/** Everything the head manager writes for a page. */
export interface HeadTags {
  /** The full document title, site name included. */
  title: string;
  description: string;
  /** Absolute canonical address; none for a page that does not exist. */
  canonical: string | undefined;
  type: "website" | "article";
  /** Pages behind sign-in are kept out of search engines. */
  noindex: boolean;
  /** Publication day of an article, `YYYY-MM-DD`. */
  publishedTime?: string;
}

function upsertMeta(
  attribute: "name" | "property",
  key: string,
  content: string | undefined,
): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.setAttribute("content", content);
}

function upsertCanonical(href: string | undefined): void {
  let element = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  // A page that does not exist has no canonical address (the server writes none either).
  if (href === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement("link");
    element.setAttribute("rel", "canonical");
    document.head.append(element);
  }
  element.setAttribute("href", href);
}

/** Writes a page's head tags, reusing the elements the server put in the HTML. */
export function applyHead(tags: HeadTags): void {
  document.title = tags.title;
  upsertMeta("name", "description", tags.description);
  upsertMeta("name", "robots", tags.noindex ? "noindex" : undefined);
  upsertMeta("property", "og:type", tags.type);
  upsertMeta("property", "og:title", tags.title);
  upsertMeta("property", "og:description", tags.description);
  upsertMeta("property", "og:url", tags.canonical);
  upsertMeta("property", "article:published_time", tags.publishedTime);
  upsertMeta("name", "twitter:title", tags.title);
  upsertMeta("name", "twitter:description", tags.description);
  upsertCanonical(tags.canonical);
}

/** The head tags of a route of the shared table, as the server writes them. */
export function routeHeadTags(route: RouteMeta, origin: string, pathname: string): HeadTags {
  return {
    title: documentTitle(route),
    description: route.description,
    canonical: route === notFoundRoute ? undefined : canonicalUrl(origin, pathname),
    type: "website",
    noindex: isNoindex(route),
  };
}

/** Writes the head tags of a route, reusing the elements the server put in the HTML. */
export function applyRouteHead(route: RouteMeta, origin: string, pathname: string): void {
  applyHead(routeHeadTags(route, origin, pathname));
}

/** Keeps title, description, canonical and Open Graph tags in step with the current path. */
export function HeadManager() {
  const { pathname } = useLocation();

  useEffect(() => {
    applyRouteHead(matchRoute(pathname) ?? notFoundRoute, window.location.origin, pathname);
  }, [pathname]);

  return null;
}

/** A page's own head, for pages whose meta comes from their content (an article). */
export interface PageHead {
  /** Title without the site name. */
  title: string;
  description: string;
  type?: "website" | "article";
  /** Path of the canonical address (default: the current path); null when the page does not exist. */
  canonicalPath?: string | null;
  publishedTime?: string;
}

/**
 * Replaces the route table's tags with the page's own. Its effect runs after HeadManager's on
 * the same navigation (the page sits deeper in the tree), so the page's tags win.
 */
export function usePageHead(head: PageHead): void {
  const { pathname } = useLocation();
  const { title, description, type = "website", canonicalPath, publishedTime } = head;

  useEffect(() => {
    const path = canonicalPath === undefined ? pathname : canonicalPath;
    applyHead({
      title: `${title} | ${SITE_NAME}`,
      description,
      canonical: path === null ? undefined : canonicalUrl(window.location.origin, path),
      type,
      noindex: false,
      ...(publishedTime ? { publishedTime } : {}),
    });
  }, [pathname, title, description, type, canonicalPath, publishedTime]);
}
