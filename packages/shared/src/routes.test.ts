import { describe, expect, it } from "vitest";
import { PLANS } from "./plans.js";
import {
  canonicalUrl,
  documentTitle,
  FOOTER_ORDER,
  footerRoutes,
  MAIN_NAV_ORDER,
  mainNavRoutes,
  matchRoute,
  pathFromHashAddress,
  routes,
} from "./routes.js";

describe("route table", () => {
  it("matches known paths with or without a trailing slash, query or fragment", () => {
    expect(matchRoute("/")?.path).toBe("/");
    expect(matchRoute("/how-it-works")?.path).toBe("/how-it-works");
    expect(matchRoute("/how-it-works/")?.path).toBe("/how-it-works");
    expect(matchRoute("/how-it-works?x=1#top")?.path).toBe("/how-it-works");
  });

  it("does not match unknown paths or prefixes of known ones", () => {
    expect(matchRoute("/nope")).toBeUndefined();
    expect(matchRoute("/how-it-works/extra")).toBeUndefined();
    expect(matchRoute("/how")).toBeUndefined();
  });

  it("gives every route a title and a description of useful length", () => {
    for (const route of routes) {
      expect(route.title.length).toBeGreaterThan(3);
      expect(route.description.length).toBeGreaterThanOrEqual(50);
      expect(route.description.length).toBeLessThanOrEqual(200);
    }
  });

  it("has no duplicate paths", () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("builds document titles and canonical addresses", () => {
    const how = matchRoute("/how-it-works");
    expect(how && documentTitle(how)).toBe("How it works | CommentLens");
    const home = matchRoute("/");
    expect(home && documentTitle(home)).toMatch(/^CommentLens/);
    expect(canonicalUrl("https://example.com/", "/how-it-works/?a=1")).toBe(
      "https://example.com/how-it-works",
    );
    expect(canonicalUrl("https://example.com", "/")).toBe("https://example.com/");
  });

  it("lists navigation links only for routes that have a label", () => {
    expect(mainNavRoutes().map((r) => r.path)).toContain("/demo");
    expect(mainNavRoutes().map((r) => r.path)).not.toContain("/");
    expect(footerRoutes().every((r) => r.label.length > 0)).toBe(true);
  });

  it("lists /pricing publicly in the bar and footer, and the billing pages as protected", () => {
    const pricing = matchRoute("/pricing?plan=influencer");
    expect(pricing?.access).toBe("public");
    expect(pricing?.nav).toEqual({ main: "Pricing", footer: "Pricing" });
    expect(pricing?.description).toContain(`${PLANS.influencer.usageLimit}`);
    expect(mainNavRoutes().map((r) => r.path)).toContain("/pricing");
    expect(footerRoutes().map((r) => r.path)).toContain("/pricing");

    const checkout = matchRoute("/billing/checkout/cs_123");
    expect(checkout?.path).toBe("/billing/checkout/:id");
    expect(checkout?.access).toBe("protected");
    expect(checkout?.nav).toBeUndefined();
    expect(matchRoute("/billing/checkout")).toBeUndefined();
    expect(matchRoute("/billing/portal")?.access).toBe("protected");
    expect(matchRoute("/billing/portal")?.nav).toBeUndefined();
  });

  it("orders the bar Demo, App, Blog, Pricing, Contact, Help, whatever the order of the table", () => {
    const bar = mainNavRoutes().map((r) => r.path);
    const known = MAIN_NAV_ORDER.filter((path) => bar.includes(path));
    expect(bar.slice(0, known.length)).toEqual(known);
    expect(bar).toEqual(expect.arrayContaining(["/demo", "/app", "/pricing", "/contact"]));
    expect(bar).not.toContain("/how-it-works");
  });

  it("lists the public marketing pages in the footer, in footer order", () => {
    const footer = footerRoutes().map((r) => r.path);
    for (const path of ["/how-it-works", "/about", "/newsletter", "/contact", "/demo"]) {
      expect(footer).toContain(path);
      expect(matchRoute(path)?.access).toBe("public");
    }
    const known = FOOTER_ORDER.filter((path) => footer.includes(path));
    expect(footer.slice(0, known.length)).toEqual(known);
  });

  it("knows the newsletter link pages, outside the navigation", () => {
    for (const path of ["/newsletter/confirm?token=abc", "/newsletter/unsubscribe?token=abc"]) {
      const route = matchRoute(path);
      expect(route?.access).toBe("public");
      expect(route?.nav).toBeUndefined();
    }
  });

  it("lists the blog and help in the bar and footer, articles by slug, and the documents in the footer", () => {
    for (const path of ["/blog", "/help"]) {
      const route = matchRoute(path);
      expect(route?.access).toBe("public");
      expect(mainNavRoutes().map((r) => r.path)).toContain(path);
      expect(footerRoutes().map((r) => r.path)).toContain(path);
    }
    expect(matchRoute("/blog/reading-sentiment")?.path).toBe("/blog/:slug");
    expect(matchRoute("/help/getting-started")?.path).toBe("/help/:slug");
    expect(matchRoute("/blog/a/b")).toBeUndefined();
    for (const [path, label] of [
      ["/privacy", "Privacy"],
      ["/terms", "Terms"],
      ["/methodology", "Methodology"],
    ] as const) {
      expect(matchRoute(path)?.access).toBe("public");
      expect(matchRoute(path)?.nav).toEqual({ footer: label });
    }
  });

  it("turns hash-style addresses into real paths", () => {
    expect(pathFromHashAddress("#/app?ref=ABC")).toBe("/app?ref=ABC");
    expect(pathFromHashAddress("#/")).toBe("/");
    expect(pathFromHashAddress("#section")).toBeUndefined();
    expect(pathFromHashAddress("#//evil.example/x")).toBe("/evil.example/x");
    expect(pathFromHashAddress("#/\\evil.example")).toBe("/evil.example");
    expect(pathFromHashAddress("")).toBeUndefined();
  });
});
