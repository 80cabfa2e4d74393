import {
  canonicalUrl,
  documentTitle,
  matchRoute,
  notFoundRoute,
  type RouteMeta,
} from "@commentlens/shared";
import { useEffect } from "react";
import { useLocation } from "react-router";

function upsertMeta(attribute: "name" | "property", key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
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
    document.head.querySelector('meta[property="og:url"]')?.remove();
    return;
  }
  if (!element) {
    element = document.createElement("link");
    element.setAttribute("rel", "canonical");
    document.head.append(element);
  }
  element.setAttribute("href", href);
}

/** Writes the head tags of a route, reusing the elements the server put in the HTML. */
export function applyRouteHead(route: RouteMeta, origin: string, pathname: string): void {
  const title = documentTitle(route);
  const url = route === notFoundRoute ? undefined : canonicalUrl(origin, pathname);
  document.title = title;
  upsertMeta("name", "description", route.description);
  upsertMeta("property", "og:title", title);
  upsertMeta("property", "og:description", route.description);
  if (url) upsertMeta("property", "og:url", url);
  upsertCanonical(url);
}

/** Keeps title, description, canonical and Open Graph tags in step with the current path. */
export function HeadManager() {
  const { pathname } = useLocation();

  useEffect(() => {
    applyRouteHead(matchRoute(pathname) ?? notFoundRoute, window.location.origin, pathname);
  }, [pathname]);

  return null;
}
