/**
 * The one route table of the site. The SPA uses it for document title, description and
 * canonical on each navigation; the API server writes the same tags into the HTML it returns
 * for a path, so crawlers and link previews without JavaScript see them.
 *
 * A route is listed here only once its page exists (no placeholder pages).
 */

import { PLANS } from "./plans.js";

export const SITE_NAME = "CommentLens";

export type RouteAccess = "public" | "protected";

/** Where a route is linked from in the site chrome, in display order. */
export interface RouteNav {
  /** Label in the top navigation bar (and the mobile menu); omitted = not in the bar. */
  main?: string;
  /** Label in the footer; omitted = not in the footer. */
  footer?: string;
}

export interface RouteMeta {
  /** Path pattern; `:name` matches one non-empty segment. */
  path: string;
  /** Page title without the site name (the home page uses the full title as is). */
  title: string;
  description: string;
  access: RouteAccess;
  nav?: RouteNav;
}

export const routes: readonly RouteMeta[] = [
  {
    path: "/",
    title: "CommentLens: understand what your audience said",
    description:
      "Paste the link of a public Instagram post and get a trustworthy report on its comments: sentiment, who is talking, what they loved, what annoys them, what they ask, and what to post next.",
    access: "public",
  },
  {
    path: "/how-it-works",
    title: "How it works",
    description:
      "How CommentLens turns the comments of a public Instagram post into an audience report: submit a link, we analyse every comment, you read the answer with the comments behind it.",
    access: "public",
    nav: { main: "How it works", footer: "How it works" },
  },
  {
    path: "/app",
    title: "Analyze a post",
    description:
      "Paste the link of a public Instagram post or reel, or import a comments export, and get a report on what the audience said in seconds.",
    access: "public",
    nav: { main: "App" },
  },
  {
    path: "/pricing",
    title: "Pricing",
    description: `CommentLens plans: Free with ${PLANS.free.usageLimit} post analyses a month, Influencer with ${PLANS.influencer.usageLimit}, and Agency per seat with unlimited analyses. Billed monthly, cancel anytime.`,
    access: "public",
    nav: { main: "Pricing", footer: "Pricing" },
  },
  {
    path: "/dashboard",
    title: "My Analyses",
    description: "Your saved CommentLens post analyses: open, search or delete any report.",
    access: "protected",
  },
  {
    path: "/account",
    title: "Account Settings",
    description:
      "Manage your CommentLens account: email, password, subscription, usage, invoices and account deletion.",
    access: "protected",
  },
  {
    path: "/billing/checkout/:id",
    title: "Checkout",
    description:
      "Complete the payment for your CommentLens plan: check the plan, seats and amount, then pay by card.",
    access: "protected",
  },
  {
    path: "/billing/portal",
    title: "Billing",
    description:
      "Change your CommentLens plan or seats, cancel or reactivate your subscription, and see your invoices.",
    access: "protected",
  },
  {
    path: "/auth",
    title: "Sign in",
    description:
      "Sign in to CommentLens or create a free account to save your comment reports, or request an email to reset a forgotten password.",
    access: "public",
  },
  {
    path: "/auth/reset-password",
    title: "Reset your password",
    description:
      "Choose a new password for your CommentLens account from the reset link we emailed you, then sign in again with it.",
    access: "public",
  },
];

/** Meta of the page shown for any path the table does not know. */
export const notFoundRoute: RouteMeta = {
  path: "*",
  title: "Page not found",
  description: "The page you asked for does not exist. Head back to the CommentLens home page.",
  access: "public",
};

function normalisePath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? "/";
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return trimmed === "" ? "/" : trimmed;
}

function matches(pattern: string, path: string): boolean {
  const want = pattern.split("/");
  const got = path.split("/");
  if (want.length !== got.length) return false;
  return want.every((segment, i) => {
    const actual = got[i] ?? "";
    return segment.startsWith(":") ? actual.length > 0 : segment === actual;
  });
}

/** The route a path belongs to, or `undefined` for an unknown path (a 404). */
export function matchRoute(pathname: string): RouteMeta | undefined {
  const path = normalisePath(pathname);
  return routes.find((route) => matches(route.path, path));
}

/** The document title for a route, e.g. "Pricing | CommentLens". */
export function documentTitle(route: RouteMeta): string {
  return route.path === "/" ? route.title : `${route.title} | ${SITE_NAME}`;
}

/** The canonical address of a path on a site whose public origin is `origin`. */
export function canonicalUrl(origin: string, pathname: string): string {
  const base = origin.replace(/\/+$/, "");
  const path = normalisePath(pathname);
  return path === "/" ? `${base}/` : `${base}${path}`;
}

/** Routes linked from the navigation bar, in table order. */
export function mainNavRoutes(): Array<RouteMeta & { label: string }> {
  return routes.flatMap((r) => (r.nav?.main ? [{ ...r, label: r.nav.main }] : []));
}

/** Routes linked from the footer, in table order. */
export function footerRoutes(): Array<RouteMeta & { label: string }> {
  return routes.flatMap((r) => (r.nav?.footer ? [{ ...r, label: r.nav.footer }] : []));
}

/**
 * The spec writes addresses in hash style (`/#/app?ref=X`). Returns the real path those
 * stand for (`/app?ref=X`), or `undefined` when `hash` is not such an address.
 */
export function pathFromHashAddress(hash: string): string | undefined {
  if (!hash.startsWith("#/")) return undefined;
  // "#//evil.example" must stay a path on this site, not become a protocol-relative URL.
  return `/${hash.slice(1).replace(/^[/\\]+/, "")}`;
}
