import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatPostUrl,
  formatProfileUrl,
  mediaIdToShortcode,
  POST_URL_MESSAGES,
  PROFILE_URL_MESSAGES,
  parsePostUrl,
  parseProfileUrl,
  shortcodeToMediaId,
} from "./instagram-url.js";

const CODE = "DC-W8knSUuH";

describe("parsePostUrl accepts the links people paste", () => {
  it.each([
    `https://www.instagram.com/p/${CODE}/`,
    `https://www.instagram.com/p/${CODE}`,
    `http://www.instagram.com/p/${CODE}/`,
    `https://instagram.com/p/${CODE}/`,
    `instagram.com/p/${CODE}`,
    `www.instagram.com/p/${CODE}/`,
    `m.instagram.com/p/${CODE}/`,
    `https://m.instagram.com/p/${CODE}/`,
    `HTTPS://WWW.INSTAGRAM.COM/p/${CODE}/`,
    `https://www.instagram.com/reel/${CODE}/`,
    `https://www.instagram.com/reels/${CODE}/`,
    `https://www.instagram.com/tv/${CODE}/`,
    `https://www.instagram.com/p/${CODE}/?igsh=MTc4MmM1YmI2Ng==`,
    `https://www.instagram.com/reel/${CODE}/?igsh=NjZiM2M3MzIxNA%3D%3D`,
    `https://www.instagram.com/p/${CODE}/?utm_source=ig_web_copy_link`,
    `https://www.instagram.com/p/${CODE}/?utm_source=ig_web_button_share_sheet&igsh=ZDNlZDc0MzIxNw==`,
    `https://www.instagram.com/p/${CODE}/?img_index=2`,
    `https://www.instagram.com/p/${CODE}/#comments`,
    `https://www.instagram.com/p/${CODE}?hl=en#x`,
    `  https://www.instagram.com/p/${CODE}/  `,
    `\thttps://www.instagram.com/p/${CODE}/\n`,
    `https://www.instagram.com/harborlane_bakery/p/${CODE}/`,
    `https://www.instagram.com/harbor.lane/reel/${CODE}/`,
    `instagram.com/some_user/p/${CODE}/?igsh=abc`,
    `https://instagr.am/p/${CODE}/`,
    `http://instagr.am/p/${CODE}`,
    `instagr.am/reel/${CODE}/`,
    `https://www.instagram.com/p/${CODE}//`,
    `https://www.instagram.com/P/${CODE}/`,
    `https://www.instagram.com/Reel/${CODE}/`,
  ])("%s", (input) => {
    expect(parsePostUrl(input)).toEqual({ ok: true, value: CODE });
  });

  it.each([
    ["https://www.instagram.com/p/Cgb-UsrA37l/", "Cgb-UsrA37l"],
    ["https://www.instagram.com/p/CxYz_12-aB/", "CxYz_12-aB"],
    [
      "https://www.instagram.com/reel/C0aBcDeFgHiJkLmNoPqRsTuVwXyZ012345/",
      "C0aBcDeFgHiJkLmNoPqRsTuVwXyZ012345",
    ],
    ["https://www.instagram.com/p/B_-_-_-_-_/", "B_-_-_-_-_"],
  ])("keeps the shortcode's case and symbols: %s", (input, code) => {
    expect(parsePostUrl(input)).toEqual({ ok: true, value: code });
  });
});

describe("parsePostUrl rejects what is not a post or reel", () => {
  it.each(["", "   ", "\n\t"])("empty input %j", (input) => {
    expect(parsePostUrl(input)).toEqual({ ok: false, error: POST_URL_MESSAGES.empty });
  });

  it.each([
    "hello",
    CODE,
    "https://www.instagram.com/",
    "https://www.instagram.com/harborlane_bakery/",
    "https://www.instagram.com/p/",
    `https://www.instagram.com/p/${CODE}/extra`,
    `https://www.instagram.com/stories/someone/${CODE}/`,
    "https://www.instagram.com/explore/tags/food/",
    `https://www.instagram.com/p/${CODE.slice(0, 3)}/`,
    "https://www.instagram.com/p/abc$def/",
    "https://www.instagram.com/p/🍞🍞🍞🍞🍞/",
    `https://www.instagram.com.evil.com/p/${CODE}/`,
    `https://evil.com/www.instagram.com/p/${CODE}/`,
    `https://notinstagram.com/p/${CODE}/`,
    `ftp://www.instagram.com/p/${CODE}/`,
    `javascript:alert(1)//www.instagram.com/p/${CODE}/`,
    `https://www.facebook.com/p/${CODE}/`,
    `https://www.tiktok.com/@someone/video/123`,
    `https://www.instagram.com/bad..name/p/${CODE}/`,
    "https://www.instagram.com/share/p/BAcdEfGhIj/",
    "https://www.instagram.com/reels/audio/1234567890123/",
  ])("%s", (input) => {
    expect(parsePostUrl(input)).toEqual({ ok: false, error: POST_URL_MESSAGES.invalid });
  });
});

describe("parseProfileUrl", () => {
  it.each([
    ["https://www.instagram.com/harborlane_bakery/", "harborlane_bakery"],
    ["https://www.instagram.com/harborlane_bakery", "harborlane_bakery"],
    ["http://instagram.com/harbor.lane/", "harbor.lane"],
    ["instagram.com/Harbor.Lane", "harbor.lane"],
    ["www.instagram.com/nasa/?hl=en", "nasa"],
    ["https://m.instagram.com/nasa/", "nasa"],
    ["https://www.instagram.com/nasa/#top", "nasa"],
    ["@harborlane_bakery", "harborlane_bakery"],
    ["  @Harbor.Lane  ", "harbor.lane"],
    ["harborlane_bakery", "harborlane_bakery"],
    ["a", "a"],
    ["user_123.x", "user_123.x"],
  ])("%s → %s", (input, username) => {
    expect(parseProfileUrl(input)).toEqual({ ok: true, value: username });
  });

  it.each(["", "  "])("empty %j", (input) => {
    expect(parseProfileUrl(input)).toEqual({ ok: false, error: PROFILE_URL_MESSAGES.empty });
  });

  it.each([
    "https://www.instagram.com/",
    "https://www.instagram.com/p/",
    `https://www.instagram.com/p/${CODE}/`,
    "https://www.instagram.com/reel/abc",
    "https://www.instagram.com/stories/someone/",
    "https://www.instagram.com/explore/",
    "https://www.instagram.com/accounts/login/",
    "https://www.instagram.com/direct/inbox/",
    "https://www.instagram.com/tv/",
    "https://www.instagram.com/someone/tagged/",
    "https://evil.com/someone/",
    "@",
    "@bad name",
    "has-hyphen",
    "émile",
    "explore",
    "a".repeat(31),
    "..dots",
  ])("%s", (input) => {
    expect(parseProfileUrl(input)).toEqual({ ok: false, error: PROFILE_URL_MESSAGES.invalid });
  });
});

describe("round trips", () => {
  const shortcode = fc.stringMatching(/^[A-Za-z0-9_-]{5,40}$/);
  const username = fc
    .stringMatching(/^[a-z0-9._]{1,30}$/)
    .filter(
      (u) =>
        !u.startsWith(".") &&
        !u.includes("..") &&
        !["p", "reel", "reels", "tv", "stories", "accounts", "explore", "direct"].includes(u),
    );

  it("parsePostUrl(formatPostUrl(code)) gives the code back", () => {
    fc.assert(
      fc.property(shortcode, (code) => {
        expect(parsePostUrl(formatPostUrl(code))).toEqual({ ok: true, value: code });
      }),
    );
  });

  it("parseProfileUrl(formatProfileUrl(name)) gives the name back", () => {
    fc.assert(
      fc.property(username, (name) => {
        expect(parseProfileUrl(formatProfileUrl(name))).toEqual({ ok: true, value: name });
      }),
    );
  });

  it("shortcode ↔ media id round-trips for ids far beyond 2^53", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 2n ** 64n - 1n }), (id) => {
        const code = mediaIdToShortcode(id.toString());
        expect(shortcodeToMediaId(code)).toBe(id.toString());
      }),
    );
  });

  it("matches Instagram's own pairs", () => {
    expect(shortcodeToMediaId("Cgb-UsrA37l")).toBe("2890177687127817957");
    expect(mediaIdToShortcode("2890177687127817957")).toBe("Cgb-UsrA37l");
    expect(mediaIdToShortcode("2890177687127817957_295424908")).toBe("Cgb-UsrA37l");
    expect(() => mediaIdToShortcode("12a")).toThrow(RangeError);
    // A private post's code: the id, then a 28-character suffix.
    expect(shortcodeToMediaId(`Cgb-UsrA37l${"x".repeat(28)}`)).toBe("2890177687127817957");
  });
});
