import { crc32, deflateSync } from "node:zlib";

/** Small real images for logo uploads and branded PDFs, built in memory. */

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

export interface PngOptions {
  width?: number;
  height?: number;
  /** 6: RGBA (pdfkit decodes it to split the alpha channel), 2: RGB (embedded as is). */
  colorType?: 2 | 6;
  interlace?: boolean;
  /** Each scanline's filter byte (0–4 are valid). */
  filter?: number;
  /** Scanlines written, when fewer than the height (a damaged file). */
  rows?: number;
}

/** An indigo PNG with a transparent stripe, 8 bits per channel. */
export function pngBytes(options: PngOptions = {}): Buffer {
  const { width = 48, height = 16, colorType = 6, interlace = false, filter = 0 } = options;
  const channels = colorType === 6 ? 4 : 3;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = colorType;
  ihdr[12] = interlace ? 1 : 0;
  const rows: Buffer[] = [];
  for (let y = 0; y < (options.rows ?? height); y++) {
    const row = Buffer.alloc(1 + width * channels);
    row[0] = filter;
    for (let x = 0; x < width; x++) {
      const p = 1 + x * channels;
      row[p] = 0x4f;
      row[p + 1] = 0x46;
      row[p + 2] = 0xe5;
      if (channels === 4) row[p + 3] = y < 2 ? 0 : 255;
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A 16×8 baseline JPEG (indigo), 617 bytes. */
export const JPEG_BASE64 =
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk8BDg4OExETJhUVJk81LTVPT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT//AABEIAAgAEAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AMivrTIKAP8A/9k=";

export function pngDataUrl(options?: PngOptions): string {
  return `data:image/png;base64,${pngBytes(options).toString("base64")}`;
}

export const JPEG_DATA_URL = `data:image/jpeg;base64,${JPEG_BASE64}`;

export function dataUrl(type: "png" | "jpeg", bytes: Buffer): string {
  return `data:image/${type};base64,${bytes.toString("base64")}`;
}
