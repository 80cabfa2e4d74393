import { WHITE_LABEL_LOGO_MAX_BYTES } from "@commentlens/shared";
import { describe, expect, it } from "vitest";
import { dataUrl, JPEG_BASE64, JPEG_DATA_URL, pngBytes, pngDataUrl } from "../test/images.js";
import { checkLogo, LOGO_MESSAGES } from "./logo-image.js";

const jpeg = () => Buffer.from(JPEG_BASE64, "base64");

function message(url: string): string | null {
  const result = checkLogo(url);
  return result.ok ? null : result.message;
}

describe("logo check", () => {
  it("accepts PNG (with and without transparency) and JPEG, with their size", () => {
    expect(checkLogo(pngDataUrl())).toMatchObject({
      ok: true,
      format: "png",
      width: 48,
      height: 16,
    });
    expect(checkLogo(pngDataUrl({ colorType: 2, width: 7, height: 3 }))).toMatchObject({
      ok: true,
      width: 7,
      height: 3,
    });
    expect(checkLogo(JPEG_DATA_URL)).toMatchObject({
      ok: true,
      format: "jpeg",
      width: 16,
      height: 8,
    });
  });

  it("refuses what is not a PNG or JPEG data URL", () => {
    expect(message("https://example.com/logo.png")).toBe(LOGO_MESSAGES.notImage);
    expect(message("data:image/gif;base64,R0lGODlhAQABAAAAACw=")).toBe(LOGO_MESSAGES.notImage);
    expect(message("data:image/png;base64,not base64!")).toBe(LOGO_MESSAGES.notImage);
  });

  it("checks the bytes against the declared type", () => {
    expect(message(dataUrl("png", jpeg()))).toBe(LOGO_MESSAGES.mismatch("png"));
    expect(message(dataUrl("jpeg", pngBytes()))).toBe(LOGO_MESSAGES.mismatch("jpeg"));
    expect(message(dataUrl("png", Buffer.from("GIF89a, or anything else")))).toBe(
      LOGO_MESSAGES.mismatch("png"),
    );
  });

  it("refuses logos over the size limit before decoding them", () => {
    const big = Buffer.concat([pngBytes(), Buffer.alloc(WHITE_LABEL_LOGO_MAX_BYTES)]);
    expect(message(dataUrl("png", big))).toBe(LOGO_MESSAGES.tooLarge(big.length));
    expect(message(dataUrl("png", big))).toMatch(/at most 200 KB; this one is \d+ KB/);
  });

  it("finds damaged PNGs: cut short, bad checksum, bad lengths, bad pixel data", () => {
    const png = pngBytes();
    expect(message(dataUrl("png", png.subarray(0, png.length - 20)))).toBe(LOGO_MESSAGES.damaged);
    const badCrc = Buffer.from(png);
    badCrc[29] = (badCrc[29] as number) ^ 0xff; // the IHDR checksum
    expect(message(dataUrl("png", badCrc))).toBe(LOGO_MESSAGES.damaged);
    // A length with the high bit set loops pdfkit's parser forever.
    const badLength = Buffer.from(png);
    badLength.writeUInt32BE(0xfffffff4, 33);
    expect(message(dataUrl("png", badLength))).toBe(LOGO_MESSAGES.damaged);
    // pdfkit would throw these from a zlib callback, out of reach of any try/catch.
    expect(message(pngDataUrl({ filter: 7 }))).toBe(LOGO_MESSAGES.damaged);
    expect(message(pngDataUrl({ rows: 10 }))).toBe(LOGO_MESSAGES.damaged);
    const noise = Buffer.concat([png.subarray(0, 8), Buffer.alloc(500, 0x41)]);
    expect(message(dataUrl("png", noise))).toBe(LOGO_MESSAGES.damaged);
  });

  it("refuses PNGs pdfkit can't draw, and oversized images", () => {
    expect(message(pngDataUrl({ interlace: true }))).toBe(LOGO_MESSAGES.unsupportedPng);
    expect(message(pngDataUrl({ width: 3_000, height: 1, colorType: 2 }))).toBe(
      LOGO_MESSAGES.dimensions,
    );
  });

  it("finds damaged JPEGs and refuses 12-bit ones", () => {
    const bytes = jpeg();
    expect(message(dataUrl("jpeg", bytes.subarray(0, 200)))).toBe(LOGO_MESSAGES.damaged);
    expect(message(dataUrl("jpeg", bytes.subarray(0, bytes.length - 2)))).toBe(
      LOGO_MESSAGES.damaged,
    );
    const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
    const twelveBit = Buffer.from(bytes);
    twelveBit[sof + 4] = 12;
    expect(message(dataUrl("jpeg", twelveBit))).toBe(LOGO_MESSAGES.unsupportedJpeg);
    const noWidth = Buffer.from(bytes);
    noWidth.writeUInt16BE(0, sof + 7);
    expect(message(dataUrl("jpeg", noWidth))).toBe(LOGO_MESSAGES.damaged);
    expect(message(dataUrl("jpeg", Buffer.from([0xff, 0xd8, 0xff, 0xd9])))).toBe(
      LOGO_MESSAGES.damaged,
    );
  });
});
