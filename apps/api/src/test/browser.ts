import type { LightMyRequestResponse } from "fastify";
import type { TestApp } from "./app.js";

/** The origin createTestApp serves, as a browser on the site would send it. */
export const ORIGIN = "https://commentlens.test";

/** A browser-like client of a test app: keeps cookies and sends the site's Origin. */
export function browser(app: TestApp) {
  const jar = new Map<string, string>();
  const keep = (res: LightMyRequestResponse) => {
    for (const c of res.cookies) {
      if (c.value === "" || (c.maxAge !== undefined && c.maxAge <= 0)) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return res;
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  return {
    async send(
      method: "POST" | "PUT" | "PATCH" | "DELETE",
      url: string,
      payload?: object | string,
      headers: Record<string, string> = {},
    ) {
      return keep(
        await app.app.inject({
          method,
          url,
          payload,
          headers: { origin: ORIGIN, cookie: cookie(), ...headers },
        }),
      );
    },
    post(url: string, payload: object, headers: Record<string, string> = {}) {
      return this.send("POST", url, payload, headers);
    },
    /** The Cookie header this browser sends. */
    cookie,
    async get(url: string) {
      return keep(await app.app.inject({ method: "GET", url, headers: { cookie: cookie() } }));
    },
  };
}

/** The dev mailbox's mails to `to`, newest first (asked from this machine, as a developer). */
export async function mailsTo(
  app: TestApp,
  to: string,
): Promise<Array<{ to: string; subject: string; text: string; html: string }>> {
  const res = await app.app.inject({
    method: "GET",
    url: `/api/dev/mailbox?to=${encodeURIComponent(to)}`,
  });
  if (res.statusCode !== 200) throw new Error(`dev mailbox answered ${res.statusCode}`);
  return res.json();
}

/** The path and query of the link in the newest dev-mailbox mail to `to`. */
export async function lastMailLink(app: TestApp, to: string): Promise<string> {
  const res = await app.app.inject({
    method: "GET",
    url: `/api/dev/mailbox?to=${encodeURIComponent(to)}`,
  });
  const [mail] = res.json() as Array<{ text: string }>;
  const link = /https?:\/\/\S+/.exec(mail?.text ?? "")?.[0];
  if (!link) throw new Error(`no link in the mail to ${to}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** A browser signed in as a new account (email not yet confirmed). */
export async function signedUpBrowser(app: TestApp, email: string, password = "secret-one-1") {
  const b = browser(app);
  const res = await b.post("/api/auth/sign-up/email", { email, password });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  await b.post("/api/auth/sign-in/email", { email, password });
  return b;
}
