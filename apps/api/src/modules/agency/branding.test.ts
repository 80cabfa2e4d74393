import {
  agencyBrandingResponseSchema,
  errorCatalogue,
  PROFILE_MESSAGES,
  WHITE_LABEL_LOGO_MAX_BYTES,
} from "@commentlens/shared";
import { afterEach, describe, expect, it } from "vitest";
import { LOGO_MESSAGES } from "../../lib/logo-image.js";
import { agencyOwner, subscribe, teamMember, userIdOf } from "../../test/agency.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { browser, signedUpBrowser } from "../../test/browser.js";
import { dataUrl, JPEG_BASE64, JPEG_DATA_URL, pngBytes, pngDataUrl } from "../../test/images.js";
import { getBranding } from "./branding-repository.js";
import { BRANDING_BODY_LIMIT } from "./branding-routes.js";

type Browser = ReturnType<typeof browser>;

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const URL = "/api/agency/branding";

async function read(b: Browser) {
  const res = await b.get(URL);
  expect(res.statusCode, res.body).toBe(200);
  return agencyBrandingResponseSchema.parse(res.json());
}

function save(b: Browser, body: object | string) {
  return b.send(
    "PUT",
    URL,
    body,
    typeof body === "string" ? { "content-type": "application/json" } : {},
  );
}

describe("agency branding", () => {
  it("is saved and read by the owner, and read (not changed) by team members", async () => {
    t = await createTestApp();
    const olga = await agencyOwner(t, "olga@example.com", 2);
    expect(await read(olga)).toEqual({ agency_name: null, logo_data_url: null, can_edit: true });

    const logo = pngDataUrl();
    const saved = await save(olga, { agency_name: "  Northwind Social  ", logo_data_url: logo });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      agency_name: "Northwind Social",
      logo_data_url: logo,
      can_edit: true,
    });
    expect(await read(olga)).toEqual({
      agency_name: "Northwind Social",
      logo_data_url: logo,
      can_edit: true,
    });
    // What the exports read.
    expect(await getBranding(t.database.db, await userIdOf(olga))).toEqual({
      agency_name: "Northwind Social",
      logo_data_url: logo,
    });

    const bo = await teamMember(t, olga, "bo@example.com");
    expect(await read(bo)).toEqual({
      agency_name: "Northwind Social",
      logo_data_url: logo,
      can_edit: false,
    });
    const refused = await save(bo, { agency_name: "Bo's agency", logo_data_url: null });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: errorCatalogue.BRANDING_OWNER_ONLY,
      code: "BRANDING_OWNER_ONLY",
    });
    expect((await read(olga)).agency_name).toBe("Northwind Social");

    // A JPEG replaces the PNG; an empty name clears the name.
    const jpeg = await save(olga, { agency_name: "   ", logo_data_url: JPEG_DATA_URL });
    expect(jpeg.statusCode, jpeg.body).toBe(200);
    expect(await read(bo)).toEqual({
      agency_name: null,
      logo_data_url: JPEG_DATA_URL,
      can_edit: false,
    });
    // Clearing both leaves no branding: reports carry CommentLens's again.
    expect((await save(olga, { agency_name: "", logo_data_url: null })).statusCode).toBe(200);
    expect(await getBranding(t.database.db, await userIdOf(olga))).toBeNull();
  });

  it("answers 403 Agency subscription required to Free and Influencer accounts, 401 signed out", async () => {
    t = await createTestApp();
    const free = await signedUpBrowser(t, "fred@example.com");
    const influencer = await signedUpBrowser(t, "ivy@example.com");
    await subscribe(influencer, "influencer");
    for (const b of [free, influencer]) {
      for (const res of [
        await b.get(URL),
        await save(b, { agency_name: "Mine", logo_data_url: null }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({
          error: PROFILE_MESSAGES.subscriptionRequired,
          code: "AGENCY_REQUIRED",
        });
      }
    }
    const visitor = browser(t);
    for (const res of [
      await visitor.get(URL),
      await save(visitor, { agency_name: "x", logo_data_url: null }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe("NOT_AUTHENTICATED");
    }
  });

  it("refuses bad logos and names with a clear 400, and keeps what was saved", async () => {
    t = await createTestApp();
    const olga = await agencyOwner(t, "olga@example.com");
    expect(
      (await save(olga, { agency_name: "Northwind", logo_data_url: pngDataUrl() })).statusCode,
    ).toBe(200);

    const png = pngBytes();
    const cases: Array<[unknown, string]> = [
      // The prefix says PNG, the bytes are something else.
      [dataUrl("png", Buffer.from("GIF89a and then some bytes")), LOGO_MESSAGES.mismatch("png")],
      [dataUrl("png", Buffer.from(JPEG_BASE64, "base64")), LOGO_MESSAGES.mismatch("png")],
      [dataUrl("jpeg", png), LOGO_MESSAGES.mismatch("jpeg")],
      [dataUrl("png", png.subarray(0, png.length - 25)), LOGO_MESSAGES.damaged],
      [pngDataUrl({ filter: 9 }), LOGO_MESSAGES.damaged],
      [pngDataUrl({ interlace: true }), LOGO_MESSAGES.unsupportedPng],
    ];
    for (const [logo, message] of cases) {
      const res = await save(olga, { agency_name: "Northwind", logo_data_url: logo });
      expect(res.statusCode, String(logo).slice(0, 60)).toBe(400);
      expect(res.json()).toEqual({ error: message, code: "INVALID_LOGO" });
    }

    // Not a PNG or JPEG data URL at all: the contract's own message.
    for (const logo of [
      "data:image/gif;base64,R0lGODlhAQABAAAAACw=",
      "https://example.com/l.png",
    ]) {
      const res = await save(olga, { agency_name: "Northwind", logo_data_url: logo });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: "VALIDATION_FAILED",
        error: "logo_data_url: The logo must be a PNG or JPEG image.",
      });
    }
    const long = await save(olga, { agency_name: "N".repeat(81), logo_data_url: null });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe("agency_name: The agency name can be at most 80 characters.");
    // 80 characters after trimming are fine.
    const trimmed = await save(olga, { agency_name: ` ${"N".repeat(80)} `, logo_data_url: null });
    expect(trimmed.statusCode, trimmed.body).toBe(200);
    await save(olga, { agency_name: "Northwind", logo_data_url: pngDataUrl() });

    expect(await read(olga)).toEqual({
      agency_name: "Northwind",
      logo_data_url: pngDataUrl(),
      can_edit: true,
    });
  });

  it("refuses logos over 200 KB: 400 within the body limit, 413 beyond it", async () => {
    t = await createTestApp();
    const olga = await agencyOwner(t, "olga@example.com", 2);

    // A real PNG padded past the limit after its end (decoders stop at IEND).
    const png = pngBytes();
    const over = Buffer.concat([png, Buffer.alloc(WHITE_LABEL_LOGO_MAX_BYTES + 1 - png.length)]);
    const justOver = await save(olga, { agency_name: null, logo_data_url: dataUrl("png", over) });
    expect(justOver.statusCode).toBe(400);
    expect(justOver.json()).toEqual({
      error: LOGO_MESSAGES.tooLarge(over.length),
      code: "INVALID_LOGO",
    });

    const huge = dataUrl("png", Buffer.alloc(WHITE_LABEL_LOGO_MAX_BYTES * 2));
    expect(huge.length).toBeGreaterThan(BRANDING_BODY_LIMIT);
    const tooBig = await save(olga, { agency_name: null, logo_data_url: huge });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      error: "The logo must be at most 200 KB.",
      code: "PAYLOAD_TOO_LARGE",
    });

    // A logo right at the limit fits in the body limit and is accepted.
    const atLimit = Buffer.concat([pngBytes(), Buffer.alloc(WHITE_LABEL_LOGO_MAX_BYTES)]).subarray(
      0,
      WHITE_LABEL_LOGO_MAX_BYTES,
    );
    const ok = await save(olga, {
      agency_name: "N".repeat(80),
      logo_data_url: dataUrl("png", atLimit),
    });
    expect(ok.statusCode, ok.body.slice(0, 200)).toBe(200);

    // Who may save is settled before the body is read: a member's large body is a 403.
    const bo = await teamMember(t, olga, "bo@example.com");
    const member = await save(bo, { agency_name: null, logo_data_url: huge });
    expect(member.statusCode).toBe(403);
    expect(member.json().code).toBe("BRANDING_OWNER_ONLY");
    // Other errors keep the app's own messages.
    const invalid = await save(olga, "{not json");
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe("INVALID_JSON");
  });
});
