/** Defensive readers for third-party JSON: anything may be missing or of another type. */

export type Json = Record<string, unknown>;

export function obj(value: unknown): Json | undefined {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Json)
    : undefined;
}

export function arr(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function str(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** Ids arrive as strings, safe numbers, or (through the lossless parser) digit strings. */
export function id(value: unknown): string | undefined {
  if (typeof value === "string" && /^[0-9A-Za-z_-]+$/.test(value)) return value;
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return String(value);
  return undefined;
}

export function count(value: unknown): number | undefined {
  const n = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && n >= 0 ? n : undefined;
}

export function bool(value: unknown): boolean | undefined {
  return typeof value === "boolean" ? value : undefined;
}

/** Unix seconds → ISO string, or undefined when not a plausible time. */
export function isoFromSeconds(value: unknown): string | undefined {
  const seconds = count(value);
  if (seconds === undefined || seconds > 4_102_444_800) return undefined;
  return new Date(seconds * 1000).toISOString();
}

/** ISO-like strings, including Graph's "+0000" offsets → ISO UTC, or undefined. */
export function isoFromString(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const fixed = value.replace(/([+-]\d{2})(\d{2})$/, "$1:$2");
  const ms = Date.parse(fixed);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

export function httpUrl(value: unknown): string | null {
  if (typeof value !== "string") return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}
