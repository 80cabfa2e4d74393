/**
 * Secrets (keys, tokens, passwords) kept out of logs and stored error excerpts. One of 8
 * characters or more is hidden wherever it occurs, inside a longer token too ("Bearer sk_…",
 * "key=…&"), as written and as a JSON string escapes it; a shorter one could be any word, so it
 * is hidden only where it stands as a whole token.
 */

/** From this length on, a secret is hidden wherever it occurs. */
export const SECRET_ANYWHERE_MIN_LENGTH = 8;
const REDACTED = "[redacted]";
const TOKEN_CHAR = /[A-Za-z0-9_-]/;

/** `text` with every secret hidden. Plain string scans: the time is linear in the text. */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (!secret) continue;
    for (const form of new Set([secret, JSON.stringify(secret).slice(1, -1)])) {
      out =
        form.length >= SECRET_ANYWHERE_MIN_LENGTH
          ? out.split(form).join(REDACTED)
          : redactWholeToken(out, form);
    }
  }
  return out;
}

function redactWholeToken(text: string, secret: string): string {
  let out = "";
  let from = 0;
  for (let at = text.indexOf(secret); at !== -1; at = text.indexOf(secret, at + 1)) {
    const before = text[at - 1] ?? "";
    const after = text[at + secret.length] ?? "";
    if (at < from || TOKEN_CHAR.test(before) || TOKEN_CHAR.test(after)) continue;
    out += text.slice(from, at) + REDACTED;
    from = at + secret.length;
  }
  return out + text.slice(from);
}
