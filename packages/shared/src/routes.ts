/**
 * The one route table of the site. The SPA uses it for document title, description and
 * canonical on each navigation; the API server writes the same tags into the HTML it returns
 * for a path, so crawlers and link previews without JavaScript see them.
 *
 * A route is listed here only once its page exists (no placeholder pages).
 */

import { PLANS } from "./plans.js";
import { withoutTrailingSlashes } from "./url.js";

export const SITE_NAME = "CommentLens";

export type RouteAccess = "public" | "protected";

/** What a signed-out visitor of a protected route is told in place of the page. */
export interface SignInPrompt {
  /** Says what signing in gives, e.g. "Sign in to see your analyses". */
  title: string;
  description: string;
  /** When set, the prompt also offers to create an account, ending with this phrase. */
  signUp?: string;
}

/** Where a route is linked from in the site chrome (order: `MAIN_NAV_ORDER`, `FOOTER_ORDER`). */
export interface RouteNav {
  /** Label in the top navigation bar (and the mobile menu); omitted = not in the bar. */
  main?: string;
  /** Label in the footer; omitted = not in the footer. */
  footer?: string;
}

interface RouteCommon {
  /** Path pattern; `:name` matches one non-empty segment. */
  path: string;
  /** Page title without the site name (the home page uses the full title as is). */
  title: string;
  description: string;
  nav?: RouteNav;
  /** Kept out of search engines though public (a report shared by its link). */
  noindex?: boolean;
}

/**
 * A route's page. A protected one shows only to a signed-in visitor; the web app wraps it in
 * its sign-in guard from this table, so the prompt's words live here with the route.
 */
export type RouteMeta =
  | (RouteCommon & { access: "public" })
  | (RouteCommon & { access: "protected"; signIn: SignInPrompt });

/** Whether search engines are asked not to index the route: pages behind sign-in, and some. */
export function isNoindex(route: RouteMeta): boolean {
  return route.access === "protected" || route.noindex === true;
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
    nav: { footer: "How it works" },
  },
  {
    path: "/demo",
    title: "Demo: a sample report",
    description:
      "Explore a real CommentLens report made from every comment of a sample post: sentiment, personas, questions, requests and the comments behind each finding.",
    access: "public",
    nav: { main: "Demo", footer: "Demo" },
  },
  {
    path: "/about",
    title: "About",
    description:
      "Why CommentLens exists, what it values (innovation, privacy, simplicity) and how well its comment analysis measures up on public and hand-labelled data.",
    access: "public",
    nav: { footer: "About" },
  },
  {
    path: "/contact",
    title: "Contact",
    description:
      "Write to the CommentLens team about support, billing, partnerships or feedback. We answer every message by email.",
    access: "public",
    nav: { main: "Contact", footer: "Contact" },
  },
  {
    path: "/newsletter",
    title: "Beta waitlist and newsletter",
    description:
      "Join the CommentLens beta waitlist: product news and new features by email, with a confirmation step first and a one-click unsubscribe in every mail.",
    access: "public",
    nav: { footer: "Newsletter" },
  },
  {
    path: "/newsletter/confirm",
    title: "Confirm your subscription",
    description:
      "Confirm your email address to start receiving the CommentLens beta newsletter, from the link we emailed you.",
    access: "public",
  },
  {
    path: "/newsletter/unsubscribe",
    title: "Unsubscribe",
    description:
      "Stop receiving the CommentLens newsletter: confirm with one button and we will not email you again.",
    access: "public",
  },
  {
    path: "/alerts/unsubscribe",
    title: "Stop a post's alerts",
    description:
      "Stop the alert mails of one scheduled post: confirm with one button; the post keeps re-running and its report keeps its trend.",
    access: "public",
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
    path: "/r/:token",
    title: "Shared report",
    description:
      "A CommentLens report on the comments of an Instagram post, shared read-only by its owner.",
    access: "public",
    noindex: true,
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
    signIn: {
      title: "Sign in to see your analyses",
      description:
        "My Analyses keeps every report you run while signed in. Sign in to open, search or delete them.",
    },
  },
  {
    path: "/agency",
    title: "Agency Dashboard",
    description:
      "Comprehensive Instagram profile analysis for agencies: the latest posts of a profile, what drives their engagement, the audience, and what to post next.",
    access: "protected",
    signIn: {
      title: "Sign in to use the Agency Dashboard",
      description:
        "Agency profile analyses live in your CommentLens account. Sign in to start one or open your team's reports.",
    },
  },
  {
    path: "/agency/:id",
    title: "Profile analysis",
    description:
      "A profile's latest posts analysed: engagement, audience, content, timing and strategy.",
    access: "protected",
    signIn: {
      title: "Sign in to open this profile analysis",
      description:
        "Agency profile analyses live in your CommentLens account. Sign in to open this one.",
    },
  },
  {
    path: "/account",
    title: "Account Settings",
    description:
      "Manage your CommentLens account: email, password, subscription, usage, invoices and account deletion.",
    access: "protected",
    signIn: {
      title: "Sign in to manage your account",
      description: "This page is part of your CommentLens account. Sign in to continue.",
    },
  },
  {
    // Where the mails of an email change lead. Open to anyone holding a link (the undo link
    // reaches an owner who may not be able to sign in any more); kept out of search engines.
    path: "/account/email",
    title: "Change your email address",
    description:
      "Approve, confirm or undo a change of your CommentLens account's email address, from the link we emailed you.",
    access: "public",
    noindex: true,
  },
  {
    // Where the account settings go once the account is deleted (nobody is signed in then).
    path: "/account/deleted",
    title: "Account deleted",
    description: "Your CommentLens account and its data were deleted.",
    access: "public",
    noindex: true,
  },
  {
    path: "/billing/checkout/:id",
    title: "Checkout",
    description:
      "Complete the payment for your CommentLens plan: check the plan, seats and amount, then pay by card.",
    access: "protected",
    signIn: {
      title: "Sign in to complete your checkout",
      description: "This checkout belongs to a CommentLens account. Sign in to continue.",
    },
  },
  {
    path: "/billing/portal",
    title: "Billing",
    description:
      "Change your CommentLens plan or seats, cancel or reactivate your subscription, and see your invoices.",
    access: "protected",
    signIn: {
      title: "Sign in to manage your billing",
      description: "This page is part of your CommentLens account. Sign in to continue.",
    },
  },
  {
    path: "/invite",
    title: "Invite Friends",
    description:
      "Invite friends to CommentLens with your referral link: when a friend subscribes to Influencer, you both get one month free.",
    access: "protected",
    signIn: {
      title: "Sign in to invite friends",
      description:
        "Invite friends to CommentLens: when they subscribe to Influencer, you both get a month free. Sign in to get your link.",
    },
  },
  {
    path: "/team/accept",
    title: "Join a team",
    description:
      "Accept an invitation to a CommentLens Agency team and share its plan: unlimited post analyses for every member of the team.",
    access: "protected",
    signIn: {
      title: "Sign in to join the team",
      description:
        "You were invited to an Agency team on CommentLens. Sign in with the email address the invitation was sent to, then accept it here.",
      signUp: "with the invited address",
    },
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
  {
    path: "/blog",
    title: "Blog",
    description:
      "Articles on reading Instagram comments well: sentiment you can trust, the questions your audience asks, spam and giveaway noise, and what to post next.",
    access: "public",
    nav: { main: "Blog", footer: "Blog" },
  },
  {
    // Each article's own title and description come from content-index.json (server) and the
    // article page (SPA); these stand in only until then.
    path: "/blog/:slug",
    title: "Blog article",
    description:
      "An article from the CommentLens blog on understanding what your Instagram audience says in the comments.",
    access: "public",
  },
  {
    path: "/help",
    title: "Help Center",
    description:
      "Answers about CommentLens: getting started, reading your dashboard and reports, account settings, sentiment analysis, troubleshooting, billing and plans.",
    access: "public",
    nav: { main: "Help", footer: "Help" },
  },
  {
    // Unknown help articles show the help index, so the server answers them too.
    path: "/help/:slug",
    title: "Help article",
    description:
      "A CommentLens help article: step-by-step answers about analysing posts, reading reports, your account and billing.",
    access: "public",
  },
  {
    path: "/privacy",
    title: "Privacy Policy",
    description:
      "What CommentLens collects, why, how long it keeps it (raw comments only as long as the analysis), who processes it and how to delete your data.",
    access: "public",
    nav: { footer: "Privacy" },
  },
  {
    path: "/terms",
    title: "Terms of Service",
    description:
      "The terms for using CommentLens: accounts, acceptable use, monthly plans and billing, refunds, liability and how these terms change.",
    access: "public",
    nav: { footer: "Terms" },
  },
  {
    path: "/methodology",
    title: "Methodology",
    description:
      "How CommentLens computes every figure in a report: which comments count, the sentiment score and bands, evidence behind insights, and measured accuracy.",
    access: "public",
    nav: { footer: "Methodology" },
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
  const trimmed = path.length > 1 ? withoutTrailingSlashes(path) : path;
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
  const base = withoutTrailingSlashes(origin);
  const path = normalisePath(pathname);
  return path === "/" ? `${base}/` : `${base}${path}`;
}

/**
 * The bar's order (Demo, App, Blog, Pricing, Contact, Help), whatever the order of the route
 * table.
 */
export const MAIN_NAV_ORDER: readonly string[] = [
  "/demo",
  "/app",
  "/blog",
  "/pricing",
  "/contact",
  "/help",
];

/** The footer's order: product, resources, company, legal. */
export const FOOTER_ORDER: readonly string[] = [
  "/demo",
  "/how-it-works",
  "/pricing",
  "/methodology",
  "/blog",
  "/help",
  "/newsletter",
  "/about",
  "/contact",
  "/privacy",
  "/terms",
];

/** Stable sort by position in `order`; paths it does not name keep table order, at the end. */
function inOrder<T extends { path: string }>(list: T[], order: readonly string[]): T[] {
  const rank = (path: string) => {
    const i = order.indexOf(path);
    return i === -1 ? order.length : i;
  };
  return list
    .map((item, i) => ({ item, i }))
    .sort((a, b) => rank(a.item.path) - rank(b.item.path) || a.i - b.i)
    .map(({ item }) => item);
}

/** Routes linked from the navigation bar, in `MAIN_NAV_ORDER`. */
export function mainNavRoutes(): Array<RouteMeta & { label: string }> {
  return inOrder(
    routes.flatMap((r) => (r.nav?.main ? [{ ...r, label: r.nav.main }] : [])),
    MAIN_NAV_ORDER,
  );
}

/** Routes linked from the footer, in `FOOTER_ORDER`. */
export function footerRoutes(): Array<RouteMeta & { label: string }> {
  return inOrder(
    routes.flatMap((r) => (r.nav?.footer ? [{ ...r, label: r.nav.footer }] : [])),
    FOOTER_ORDER,
  );
}

/**
 * Old links use hash-style addresses (`/#/app?ref=X`). Returns the real path those
 * stand for (`/app?ref=X`), or `undefined` when `hash` is not such an address.
 */
export function pathFromHashAddress(hash: string): string | undefined {
  if (!hash.startsWith("#/")) return undefined;
  // "#//evil.example" must stay a path on this site, not become a protocol-relative URL.
  return `/${hash.slice(1).replace(/^[/\\]+/, "")}`;
}
