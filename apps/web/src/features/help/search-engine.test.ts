// @vitest-environment node
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { helpSearchDocuments, loadContent } from "../../../vite-plugins/content/collections";
import { createHelpSearch, highlight, snippet } from "./search-engine";
import { documents } from "./test-fixtures";

const search = createHelpSearch(documents);
const ids = (query: string) => search(query).map((hit) => hit.document.id);

describe("help search", () => {
  it("finds sections and FAQ entries by words in their text, heading or title", () => {
    expect(ids("refund").slice(0, 2).sort()).toEqual(["billing-plans#refunds", "faq-2"]);
    expect(ids("stories")).toEqual(["getting-started#which-links-work"]);
    expect(ids("instagram account")).toEqual(["faq-1"]);
  });

  it("matches as the user types (prefixes) and forgives a typo in a longer word", () => {
    expect(ids("refu")[0]).toBe("billing-plans#refunds");
    expect(ids("subscripton")).toContain("billing-plans#cancelling");
  });

  it("ranks pieces with every word first, and falls back to any word", () => {
    expect(ids("cancel plan")[0]).toBe("billing-plans#cancelling");
    expect(ids("refunds xylophone")[0]).toBe("billing-plans#refunds");
  });

  it("ignores filler words and finds nothing for nonsense", () => {
    expect(ids("how do I")).toEqual([]);
    expect(ids("zzqqxx")).toEqual([]);
    expect(ids("   ")).toEqual([]);
  });

  it("marks the matched words in title, heading and snippet", () => {
    const [hit] = search("refunds");
    expect(hit?.heading).toEqual([{ text: "Refunds", match: true }]);
    expect(hit?.snippet.filter((p) => p.match).map((p) => p.text)).toContain("Refunds");
  });
});

describe("highlight", () => {
  it("marks whole words only, whatever their case", () => {
    expect(highlight("Plan, plans and airplane", ["plan"])).toEqual([
      { text: "Plan", match: true },
      { text: ", plans and airplane", match: false },
    ]);
  });

  it("treats regular expression characters in terms as text", () => {
    expect(highlight("a+b (c)", ["a+b"])).toEqual([
      { text: "a+b", match: true },
      { text: " (c)", match: false },
    ]);
  });
});

describe("snippet", () => {
  it("keeps short text whole and cuts long text around the first match", () => {
    expect(snippet("Short text.", ["text"])).toBe("Short text.");
    const long = `${"word ".repeat(60)}needle ${"tail ".repeat(60)}`.trim();
    const cut = snippet(long, ["needle"], 100);
    expect(cut.startsWith("… ")).toBe(true);
    expect(cut.endsWith(" …")).toBe(true);
    expect(cut).toContain("needle");
    expect(cut.length).toBeLessThanOrEqual(106);
  });
});

describe("help search over the help centre as the build compiles it", () => {
  const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
  const built = helpSearchDocuments(
    loadContent({
      contentDir: path("../../content"),
      methodology: path("../../../../../docs/methodology.md"),
    }),
  );
  const searchHelp = createHelpSearch(built);
  const top = (query: string, n = 3) => searchHelp(query).slice(0, n);
  const byId = (id: string) => built.find((document) => document.id === id);

  it("describes Agency profile analysis as the working feature it is", () => {
    for (const document of built) {
      expect(document.text, document.id).not.toMatch(/not available yet|being built/i);
    }
    expect(byId("understanding-dashboard#agency-profile-analysis")?.text).toContain(
      "latest 10 posts",
    );
  });

  it.each([
    ["Engagement Clock", "understanding-dashboard#the-engagement-clock"],
    ["profile analysis", "understanding-dashboard#agency-profile-analysis"],
    ["team", "understanding-dashboard#agency-teams"],
    ["white-label", "understanding-dashboard#white-label-reports"],
  ])("finds it when asked about %s", (query, id) => {
    expect(top(query).map((hit) => hit.document.id)).toContain(id);
  });

  it("states the billing article's payment retry and receipts as the product does them", () => {
    const [failed] = searchHelp("payment fails");
    expect(failed?.document.id).toBe("billing-plans#if-a-payment-fails");
    expect(failed?.document.text).toContain("the first time 3 days after it failed");
    // Receipts are downloaded from the invoices; no receipt mail is sent.
    const [receipts] = searchHelp("receipts");
    expect(receipts?.document.text).toMatch(/receipt you can download/);
    expect(receipts?.document.text).toContain("Receipts are not sent by email");
  });
});
