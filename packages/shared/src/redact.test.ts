import { describe, expect, it } from "vitest";
import { redactSecrets } from "./redact.js";

describe("redactSecrets", () => {
  it("hides a secret of 8 characters or more wherever it occurs, inside other tokens too", () => {
    const key = "sk_live_51Hx";
    expect(
      redactSecrets(`Bearer ${key}. url?key=${key}&x=1 "${key}" X${key}Y ${key}${key}`, [key]),
    ).toBe(
      `Bearer [redacted]. url?key=[redacted]&x=1 "[redacted]" X[redacted]Y [redacted][redacted]`,
    );
    // As a JSON string writes it, too.
    expect(redactSecrets(JSON.stringify({ pass: 'pa"ss\\word' }), ['pa"ss\\word'])).toBe(
      '{"pass":"[redacted]"}',
    );
    // Characters a regular expression would read as its own are a secret's like any other.
    expect(redactSecrets("token a.b+c/d== expired", ["a.b+c/d=="])).toBe(
      "token [redacted] expired",
    );
  });

  it("hides a shorter secret only where it stands as a whole token", () => {
    expect(redactSecrets("key abc12, abc123 and xabc12", ["abc12"])).toBe(
      "key [redacted], abc123 and xabc12",
    );
    expect(redactSecrets("nothing to hide", ["", "absent-key"])).toBe("nothing to hide");
  });
});
