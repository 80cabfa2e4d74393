import { Writable } from "node:stream";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { redactingLogOptions, secretsOf } from "./log-redaction.js";

describe("log redaction", () => {
  it("keeps every configured secret out of every log line", () => {
    const config = loadConfig({
      AUTH_SECRET: "auth-secret-0123456789-0123456789-x",
      INSTAGRAM_PROVIDER: "rapidapi",
      RAPIDAPI_KEY: "rk-9f8e7d6c5b4a",
      DATABASE_URL: "postgres://app:db%20pass-42@db.internal:5432/app",
      SMTP_URL: "smtps://mailer:smtp-pass-77@mail.internal:465",
    });
    const secrets = secretsOf(config);
    expect(secrets).toEqual(
      expect.arrayContaining([
        "auth-secret-0123456789-0123456789-x",
        "rk-9f8e7d6c5b4a",
        "db pass-42",
        "smtp-pass-77",
      ]),
    );
    let written = "";
    const sink = new Writable({
      write(chunk, _encoding, done) {
        written += String(chunk);
        done();
      },
    });
    const log = pino({ level: "info", ...redactingLogOptions(secrets) }, sink);
    log.info(
      {
        upstream: "key=rk-9f8e7d6c5b4a&x=1",
        url: config.database.kind === "postgres" ? config.database.url : "",
      },
      "calling with rk-9f8e7d6c5b4aZ",
    );
    log.error({ err: new Error("connect failed: db pass-42 refused") }, "database down");
    expect(written).not.toContain("rk-9f8e7d6c5b4a");
    expect(written).not.toContain("db pass-42");
    expect(written).not.toContain("smtp-pass-77");
    expect(written.match(/\[redacted\]/g)?.length).toBeGreaterThanOrEqual(4);
    // Still one JSON object a line.
    for (const line of written.trim().split("\n")) expect(() => JSON.parse(line)).not.toThrow();
  });
});
