import { crc32, inflateSync } from "node:zlib";
import { WHITE_LABEL_LOGO_MAX_BYTES } from "@commentlens/shared";

/**
 * An agency logo (a PNG or JPEG data URL) checked byte by byte before anything draws it.
 * pdfkit trusts its input: a PNG chunk length with the high bit set sends its parser into an
 * endless loop, and a PNG it has to decode (transparency) is inflated in a callback where any
 * error is thrown out of reach of a try/catch and ends the process. So the structure, the
 * checksums and the pixel data are verified here, and formats pdfkit mishandles are refused.
 */

export type LogoFormat = "png" | "jpeg";

export interface Logo {
  format: LogoFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

export type LogoCheck = ({ ok: true } & Logo) | { ok: false; message: string };

/** Larger sides would make a transparent PNG cost tens of MB to decode for a header image. */
export const LOGO_MAX_SIDE = 2048;

const DATA_URL = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const LOGO_MESSAGES = {
  notImage: "The logo must be a PNG or JPEG image.",
  tooLarge: (bytes: number) =>
    `The logo must be at most ${WHITE_LABEL_LOGO_MAX_BYTES / 1024} KB; this one is ${Math.ceil(bytes / 1024)} KB.`,
  mismatch: (declared: LogoFormat) =>
    `The logo is labelled as ${declared.toUpperCase()} but the file is not a ${declared.toUpperCase()} image.`,
  damaged: "The logo image is damaged or incomplete. Please export it again as PNG or JPEG.",
  dimensions: `The logo is too large: at most ${LOGO_MAX_SIDE.toLocaleString("en-US")} × ${LOGO_MAX_SIDE.toLocaleString("en-US")} pixels.`,
  unsupportedPng:
    "This kind of PNG (interlaced, or transparent with fewer than 8 bits per channel) can't be placed in reports. Please save the logo as a standard PNG or as a JPEG.",
  unsupportedJpeg:
    "This kind of JPEG (12-bit or lossless) can't be placed in reports. Please save the logo as a standard JPEG or as a PNG.",
} as const;

class Invalid extends Error {}

function fail(message: string): never {
  throw new Invalid(message);
}

function checkSize(width: number, height: number): void {
  if (width < 1 || height < 1) fail(LOGO_MESSAGES.damaged);
  if (width > LOGO_MAX_SIDE || height > LOGO_MAX_SIDE) fail(LOGO_MESSAGES.dimensions);
}

/** Channels of each PNG colour type, and the bit depths the PNG specification allows for it. */
const PNG_COLOR_TYPES: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};

function inspectPng(bytes: Buffer): { width: number; height: number } {
  if (bytes.length < PNG_SIGNATURE.length || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    fail(LOGO_MESSAGES.mismatch("png"));
  }
  let pos = 8;
  let header: {
    width: number;
    height: number;
    depth: number;
    colorType: number;
    interlace: number;
  } | null = null;
  let palette = false;
  let transparency = false;
  let ended = false;
  const data: Buffer[] = [];
  while (!ended) {
    if (pos + 12 > bytes.length) fail(LOGO_MESSAGES.damaged);
    const length = bytes.readUInt32BE(pos);
    const type = bytes.toString("latin1", pos + 4, pos + 8);
    if (!/^[A-Za-z]{4}$/.test(type) || length > bytes.length - pos - 12) {
      fail(LOGO_MESSAGES.damaged);
    }
    const body = bytes.subarray(pos + 8, pos + 8 + length);
    if (crc32(bytes.subarray(pos + 4, pos + 8 + length)) !== bytes.readUInt32BE(pos + 8 + length)) {
      fail(LOGO_MESSAGES.damaged);
    }
    pos += 12 + length;
    if (header === null && type !== "IHDR") fail(LOGO_MESSAGES.damaged);
    switch (type) {
      case "IHDR": {
        if (header !== null || length !== 13) fail(LOGO_MESSAGES.damaged);
        header = {
          width: body.readUInt32BE(0),
          height: body.readUInt32BE(4),
          depth: body[8] as number,
          colorType: body[9] as number,
          interlace: body[12] as number,
        };
        const kind = PNG_COLOR_TYPES[header.colorType];
        if (
          !kind?.depths.includes(header.depth) ||
          body[10] !== 0 ||
          body[11] !== 0 ||
          header.interlace > 1
        ) {
          fail(LOGO_MESSAGES.damaged);
        }
        checkSize(header.width, header.height);
        break;
      }
      case "PLTE":
        if (length === 0 || length % 3 !== 0 || length > 256 * 3) fail(LOGO_MESSAGES.damaged);
        palette = true;
        break;
      case "tRNS":
        transparency = true;
        break;
      case "IDAT":
        data.push(body);
        break;
      case "IEND":
        ended = true;
        break;
    }
  }
  if (header === null || data.length === 0) fail(LOGO_MESSAGES.damaged);
  if (header.colorType === 3 && !palette) fail(LOGO_MESSAGES.damaged);

  // pdfkit decodes the pixels itself for these, and its decoder assumes whole bytes per pixel
  // and no interlacing; anything else is passed to the PDF as it is.
  const decoded =
    header.colorType === 4 || header.colorType === 6 || (header.colorType === 3 && transparency);
  const bitsPerPixel = header.depth * (PNG_COLOR_TYPES[header.colorType]?.channels ?? 1);
  if (header.interlace === 1 || (decoded && bitsPerPixel % 8 !== 0)) {
    fail(LOGO_MESSAGES.unsupportedPng);
  }

  // Every scanline is a filter byte (0–4) and the row's bytes: nothing missing, nothing more.
  const stride = Math.ceil((header.width * bitsPerPixel) / 8) + 1;
  const expected = stride * header.height;
  let pixels: Buffer;
  try {
    pixels = inflateSync(Buffer.concat(data), { maxOutputLength: expected });
  } catch {
    fail(LOGO_MESSAGES.damaged);
  }
  if (pixels.length !== expected) fail(LOGO_MESSAGES.damaged);
  for (let row = 0; row < expected; row += stride) {
    if ((pixels[row] as number) > 4) fail(LOGO_MESSAGES.damaged);
  }
  return { width: header.width, height: header.height };
}

/** Start-of-frame markers of the DCT modes a PDF's DCTDecode filter reads (baseline, progressive). */
const JPEG_DCT_FRAMES = new Set([0xc0, 0xc1, 0xc2]);
/** Other frames (lossless, hierarchical, arithmetic coding) and DAC, which pdfkit mistakes for one. */
const JPEG_OTHER_FRAMES = new Set([
  0xc3, 0xc5, 0xc6, 0xc7, 0xc8, 0xc9, 0xca, 0xcb, 0xcc, 0xcd, 0xce, 0xcf,
]);

function inspectJpeg(bytes: Buffer): { width: number; height: number } {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) {
    fail(LOGO_MESSAGES.mismatch("jpeg"));
  }
  let pos = 2;
  let frame: { width: number; height: number } | null = null;
  for (;;) {
    if (pos + 4 > bytes.length || bytes[pos] !== 0xff) fail(LOGO_MESSAGES.damaged);
    while (bytes[pos] === 0xff && pos < bytes.length) pos++; // fill bytes before a marker
    const marker = bytes[pos++] as number;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue; // no length
    if (marker === 0xd8 || marker === 0xd9 || pos + 2 > bytes.length) fail(LOGO_MESSAGES.damaged);
    const length = bytes.readUInt16BE(pos);
    if (length < 2 || pos + length > bytes.length) fail(LOGO_MESSAGES.damaged);
    if (JPEG_OTHER_FRAMES.has(marker)) fail(LOGO_MESSAGES.unsupportedJpeg);
    if (JPEG_DCT_FRAMES.has(marker)) {
      if (frame !== null || length < 8) fail(LOGO_MESSAGES.damaged);
      const precision = bytes[pos + 2];
      const components = bytes[pos + 7] as number;
      if (precision !== 8) fail(LOGO_MESSAGES.unsupportedJpeg);
      if (![1, 3, 4].includes(components)) fail(LOGO_MESSAGES.damaged);
      frame = { height: bytes.readUInt16BE(pos + 3), width: bytes.readUInt16BE(pos + 5) };
      checkSize(frame.width, frame.height);
    }
    if (marker === 0xda) break; // start of scan: the compressed image follows
    pos += length;
  }
  if (frame === null) fail(LOGO_MESSAGES.damaged);
  // The scan must be there and end: a file cut short draws as a grey block.
  if (bytes.lastIndexOf(Buffer.from([0xff, 0xd9])) <= pos) fail(LOGO_MESSAGES.damaged);
  return frame;
}

/** The logo of a data URL, or why it can't be used (a sentence for the person uploading it). */
export function checkLogo(dataUrl: string): LogoCheck {
  const match = DATA_URL.exec(dataUrl);
  if (!match) return { ok: false, message: LOGO_MESSAGES.notImage };
  const declared: LogoFormat = match[1] === "png" ? "png" : "jpeg";
  const base64 = match[2] as string;
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  const size = Math.floor((base64.length * 3) / 4) - padding;
  if (size > WHITE_LABEL_LOGO_MAX_BYTES) {
    return { ok: false, message: LOGO_MESSAGES.tooLarge(size) };
  }
  const bytes = Buffer.from(base64, "base64");
  try {
    const { width, height } = declared === "png" ? inspectPng(bytes) : inspectJpeg(bytes);
    return { ok: true, format: declared, width, height, bytes };
  } catch (error) {
    if (error instanceof Invalid) return { ok: false, message: error.message };
    throw error;
  }
}
