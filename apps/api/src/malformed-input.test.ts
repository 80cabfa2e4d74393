import { LOCAL_TEST_CARDS } from "@commentlens/shared";
import fc from "fast-check";
import type { FastifyInstance, HTTPMethods, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { agencyOwner, userIdOf } from "./test/agency.js";
import { createTestApp, type TestApp } from "./test/app.js";
import { type browser, ORIGIN } from "./test/browser.js";
import { collectRoutes } from "./test/routes.js";

/**
 * Every route of the running app, signed out and signed in, answers malformed input with a
 * 4xx and never a 5xx: NUL bytes, huge strings, arrays and objects where strings belong, deep
 * JSON, bad ids and odd unicode, in the path, the query and the body. The routes are the app's
 * own, collected as it registers them, and better-auth's endpoints behind /api/auth/*. Each bad
 * value goes into an otherwise valid request (built from the route's schema), so it reaches
 * the handler and the database rather than stopping at the first check.
 */

const SEED = 20_260_512;
/** Random cases per route and client, after one NUL byte in every field. */
const RANDOM_CASES = 4;

const POST_URL = "https://www.instagram.com/p/DepHZOzvVEI/";
const PROFILE_URL = "https://www.instagram.com/ovenbird.bakehouse/";

// ---------------------------------------------------------------------------------------
// Routes and what a valid request to each looks like

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  minimum?: number;
  format?: string;
}

/** A route's input as JSON Schema, from its zod schema (better-auth's are zod too). */
function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!schema || typeof schema !== "object" || !("_zod" in schema)) return undefined;
  try {
    return z.toJSONSchema(schema as z.ZodType, {
      io: "input",
      unrepresentable: "any",
    }) as JsonSchema;
  } catch {
    return undefined;
  }
}

/** The alternatives of a union body (one per `mode`), or the schema itself. */
const shapesOf = (s: JsonSchema | undefined): JsonSchema[] =>
  s ? (s.anyOf ?? s.oneOf ?? [s]).flatMap((o) => (o.anyOf || o.oneOf ? shapesOf(o) : [o])) : [];

/** Values the schemas cannot describe (URLs of the demo data, the test card, real ids). */
const EXAMPLES: Record<string, unknown> = {
  url: POST_URL,
  instagram_profile_url: PROFILE_URL,
  username_or_url: "@ovenbird.bakehouse",
  email: "fuzz@example.com",
  newEmail: "fuzz2@example.com",
  password: "secret-twelve-12",
  newPassword: "secret-twelve-12",
  new_password: "secret-twelve-12",
  currentPassword: "secret-one-1",
  callbackURL: "/app",
  redirectTo: "/app",
  card_number: LOCAL_TEST_CARDS.success,
  expiry: "12/39",
  cvc: "123",
  logo_data_url: null,
};

function exampleOf(s: JsonSchema | undefined, name = ""): unknown {
  if (name in EXAMPLES) return EXAMPLES[name];
  if (!s) return "a";
  if ("const" in s) return s.const;
  if (s.enum) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) {
    return exampleOf(alternatives.find((a) => a.type !== "null") ?? alternatives[0], name);
  }
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type;
  switch (type) {
    case "string":
      if (s.format === "email") return "fuzz@example.com";
      if (s.format === "uri" || s.format === "url") return "https://commentlens.test/";
      if (s.format === "date-time") return new Date().toISOString();
      return "a".repeat(Math.max(s.minLength ?? 1, 1));
    case "integer":
    case "number":
      return s.minimum ?? 1;
    case "boolean":
      return true;
    case "array":
      return Array.from({ length: s.minItems ?? 1 }, () => exampleOf(s.items));
    case "object":
      return Object.fromEntries(
        (s.required ?? []).map((k) => [k, exampleOf(s.properties?.[k], k)]),
      );
    default:
      return "a";
  }
}

type Where = "param" | "query" | "body";
interface Field {
  where: Where;
  key: string;
}

interface Endpoint {
  method: HTTPMethods;
  /** With `:name` parameters. */
  path: string;
  params: string[];
  query?: JsonSchema;
  /** One per alternative of a union body; none for routes without a body. */
  bodies: JsonSchema[];
}

const paramsOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);

function appEndpoints(routes: RouteOptions[]): Endpoint[] {
  const out: Endpoint[] = [];
  for (const route of routes) {
    // Stands for better-auth's endpoints, listed one by one below.
    if (route.url === "/api/auth/*") continue;
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    for (const method of ([] as HTTPMethods[]).concat(route.method as HTTPMethods)) {
      // HEAD answers as GET does.
      if (method === "HEAD") continue;
      out.push({
        method,
        path: route.url,
        params: paramsOf(route.url),
        query: jsonSchemaOf(schema.querystring),
        bodies: method === "GET" ? [] : shapesOf(jsonSchemaOf(schema.body)),
      });
    }
  }
  return out;
}

/** better-auth's endpoints, which the app serves under /api/auth/*. */
function authEndpoints(app: FastifyInstance): Endpoint[] {
  const api = app.auth.api as unknown as Record<
    string,
    { path?: string; options?: { method?: string | string[]; body?: unknown; query?: unknown } }
  >;
  const out: Endpoint[] = [];
  for (const endpoint of Object.values(api)) {
    if (!endpoint.path) continue;
    const path = `/api/auth${endpoint.path}`;
    for (const method of ([] as string[]).concat(endpoint.options?.method ?? "GET")) {
      if (method !== "GET" && method !== "POST") continue;
      out.push({
        method,
        path,
        params: paramsOf(path),
        query: jsonSchemaOf(endpoint.options?.query),
        bodies: method === "GET" ? [] : shapesOf(jsonSchemaOf(endpoint.options?.body)),
      });
    }
  }
  return out;
}

/**
 * Reads first, then writes, then deletions, then what ends the session or the account: one
 * route's cases leave the ids and the session the next routes need.
 */
function order(endpoint: Endpoint): number {
  if (endpoint.path === "/api/account" || endpoint.path === "/api/account/password") return 5;
  if (
    /sign-out|revoke|delete-user|change-password|change-email|update-user|leave$/.test(
      endpoint.path,
    )
  ) {
    return 4;
  }
  if (endpoint.method === "DELETE") return 3;
  return endpoint.method === "GET" ? 1 : 2;
}

// ---------------------------------------------------------------------------------------
// Malformed values

const HUGE = "x".repeat(20_000);
const NUL = "a\u0000b";
const nastyStrings = [
  "\u0000",
  NUL,
  "%00",
  "\ud800",
  "a\ud83d",
  "\u202e\u0000",
  "\ufeff",
  "\u{1f600}".repeat(200),
  HUGE,
  "",
  " ",
  "\n\r\t",
  ["..", "..", "etc", "passwd"].join("/"),
  "' OR '1'='1",
  "\\",
  "__proto__",
  "-1",
  "1e309",
  "NaN",
  "null",
  "00000000-0000-0000-0000-000000000000",
  "<script>alert(1)</script>",
];

const oddString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`) },
);
const leafValue = fc.oneof(
  { weight: 3, arbitrary: oddString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(-1, 0, 1e308, 2 ** 53 + 2, 0.5, true, false, null) },
);
/** Whatever a client could put where one value belongs. */
const badValue = fc.oneof(
  { weight: 4, arbitrary: leafValue },
  { weight: 1, arbitrary: fc.array(leafValue, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(oddString, leafValue, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constant([[[NUL]]]) },
);

/** Already percent-encoded: bytes that are not UTF-8, and broken escapes. */
class Raw {
  constructor(readonly text: string) {}
}
const rawValue = fc.constantFrom(
  ...["%FF%FE", "%C0%80", "%ED%A0%80", "%", "%zz", "%E2%82"].map((t) => new Raw(t)),
);

/** Percent-encodes every UTF-8 byte, so any string (a lone surrogate too) fits in a URL. */
const encode = (s: string) =>
  [...Buffer.from(s, "utf8")].map((b) => `%${b.toString(16).padStart(2, "0")}`).join("");

const inUrl = (value: unknown): string =>
  value instanceof Raw
    ? value.text
    : encode(typeof value === "string" ? value : (JSON.stringify(value) ?? ""));

interface Body {
  type: string;
  payload: string;
}

/** Bodies that are not the JSON object a route reads. */
const oddBodies = (firstField: string): Body[] => [
  { type: "application/json", payload: `${"[".repeat(50_000)}${"]".repeat(50_000)}` },
  {
    type: "application/json",
    payload: `${`{"${firstField}":`.repeat(20_000)}"a"${"}".repeat(20_000)}`,
  },
  {
    type: "application/json",
    payload: `{"${firstField}":${"[".repeat(5_000)}${"]".repeat(5_000)}}`,
  },
  { type: "application/json", payload: "{" },
  { type: "application/json", payload: '"\\u0000"' },
  { type: "application/json", payload: "1e999999" },
  { type: "application/json", payload: '{"__proto__":{"isAdmin":true}}' },
  { type: "application/json", payload: '{"constructor":{"prototype":{"x":1}}}' },
  { type: "text/plain", payload: "\u0000" },
  { type: "application/x-www-form-urlencoded", payload: "a=%00&a[]=1" },
  { type: "multipart/form-data; boundary=x", payload: "--x\r\nbroken" },
  { type: `multipart/form-data; boundary=${"b".repeat(300)}`, payload: "--b" },
  {
    type: "multipart/form-data; boundary=x",
    payload: `--x\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.csv"\r\nContent-Type: text/csv\r\n\r\nusername,text,likes,timestamp\r\nu\u0000,t\u0000,1,2026-11-01T10:00:00Z\r\n--x--\r\n`,
  },
];

// ---------------------------------------------------------------------------------------
// Requests

interface Case {
  method: HTTPMethods;
  url: string;
  body?: Body;
  /** What was malformed, for the failure list. */
  what: string;
}

/** A valid request to `endpoint` (body alternative `shape`), with `value` put at `field`. */
function caseOf(
  endpoint: Endpoint,
  shape: JsonSchema | undefined,
  realParams: Record<string, string>,
  change?: { field: Field; value: unknown } | { body: Body },
): Case {
  const field = change && "field" in change ? change.field : undefined;
  const at = (where: Where, key: string) => field?.where === where && field.key === key;
  const value = change && "field" in change ? change.value : undefined;

  const path = endpoint.path.replace(/:(\w+)/g, (_m, name: string) =>
    at("param", name) ? inUrl(value) : encodeURIComponent(realParams[name] ?? "x"),
  );
  const query = new Map<string, unknown>();
  const q = endpoint.query;
  for (const k of q?.required ?? []) query.set(k, exampleOf(q?.properties?.[k], k));
  if (field?.where === "query") query.set(field.key, value);
  const search = [...query]
    .flatMap(([k, v]) =>
      // An array is the key repeated, as a form would send it.
      (Array.isArray(v) && at("query", k) ? v : [v]).map((item) => `${encode(k)}=${inUrl(item)}`),
    )
    .join("&");

  let body: Body | undefined;
  if (change && "body" in change) body = change.body;
  else if (shape) {
    const fields = exampleOf(shape) as Record<string, unknown>;
    if (field?.where === "body") fields[field.key] = value;
    body = { type: "application/json", payload: JSON.stringify(fields) };
  }
  const what =
    change && "body" in change
      ? `body ${change.body.payload.slice(0, 60)}${change.body.payload.length > 60 ? "…" : ""}`
      : field
        ? `${field.where} ${field.key} = ${JSON.stringify(value instanceof Raw ? value.text : value)?.slice(0, 60)}`
        : "a valid request";
  return {
    method: endpoint.method,
    url: search ? `${path}?${search}` : path,
    ...(body ? { body } : {}),
    what,
  };
}

/** One NUL byte in each field, the bodies that are no JSON object, then random bad values. */
function casesFor(endpoint: Endpoint, realParams: Record<string, string>, seed: number): Case[] {
  const shapes = endpoint.bodies.length > 0 ? endpoint.bodies : [undefined];
  const cases: Case[] = [];
  const targets: Array<{ shape: JsonSchema | undefined; field: Field }> = [];
  for (const shape of shapes) {
    const fields: Field[] = [
      ...endpoint.params.map((key): Field => ({ where: "param", key })),
      ...Object.keys(endpoint.query?.properties ?? {}).map(
        (key): Field => ({ where: "query", key }),
      ),
      ...Object.keys(shape?.properties ?? {}).map((key): Field => ({ where: "body", key })),
    ];
    for (const field of fields) {
      targets.push({ shape, field });
      cases.push(caseOf(endpoint, shape, realParams, { field, value: NUL }));
    }
  }
  // Fields no schema names: handlers that read the body themselves.
  if (targets.length === 0 || endpoint.bodies.length === 0) {
    for (const key of ["q", "id"])
      targets.push({ shape: shapes[0], field: { where: "query", key } });
  }
  if (endpoint.method !== "GET" && endpoint.bodies.length === 0) {
    for (const key of ["url", "email", "token"]) {
      targets.push({ shape: undefined, field: { where: "body", key } });
    }
  }
  const firstBodyField = Object.keys(shapes[0]?.properties ?? {})[0] ?? "email";
  const random = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({ target: fc.constantFrom(...targets), value: badValue }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ target: fc.constantFrom(...targets), value: rawValue }),
    },
    ...(endpoint.method === "GET"
      ? []
      : [{ weight: 2, arbitrary: fc.constantFrom(...oddBodies(firstBodyField)) }]),
  );
  for (const pick of fc.sample(random, { seed, numRuns: RANDOM_CASES })) {
    if ("payload" in pick) {
      cases.push(caseOf(endpoint, shapes[0], realParams, { body: pick }));
    } else {
      const { shape, field } = pick.target;
      const body = field.where === "body" && !shape ? { [field.key]: pick.value } : undefined;
      cases.push(
        body
          ? caseOf(endpoint, undefined, realParams, {
              body: { type: "application/json", payload: JSON.stringify(body) },
            })
          : caseOf(endpoint, shape, realParams, { field, value: pick.value }),
      );
    }
  }
  return cases;
}

// ---------------------------------------------------------------------------------------
// The run

type Browser = ReturnType<typeof browser>;

interface Client {
  name: string;
  /** The Cookie header, renewed when a case ended the session or the account. */
  cookie(): Promise<string>;
}

let t: TestApp;
let endpoints: Endpoint[];
let clients: Client[];
/** Real ids of the signed-in owner's data, by route parameter name. */
const realParams: Record<string, string> = {};
/** The :id of the routes whose id is not a post analysis's. */
const idsByPath = new Map<string, string>();

/** Waits until the owner's post and profile analyses have finished. */
async function finished(owner: Browser, postId: string, profileId: string) {
  const done = (res: { body: string }) => /"status":"(completed|failed)"/.test(res.body);
  for (let i = 0; i < 600; i++) {
    const [post, profile] = await Promise.all([
      owner.get(`/api/analyses/${postId}`),
      owner.get(`/api/progress?type=profile&profile_analysis_id=${profileId}`),
    ]);
    if (done(post) && done(profile)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("the seed analyses did not finish");
}

beforeAll(async () => {
  const collected = collectRoutes();
  try {
    t = await createTestApp();
  } finally {
    collected.stop();
  }
  endpoints = [...appEndpoints(collected.routes), ...authEndpoints(t.app)].sort(
    (a, b) => order(a) - order(b),
  );

  // An Agency owner with a finished post analysis, a finished profile analysis, an invoice and
  // an invitation: real ids take malformed filters and bodies past the ownership checks.
  let owner = await agencyOwner(t, "owner@example.com");
  const post = (await owner.post("/api/analyses", { url: POST_URL })).json().id as string;
  const profile = (
    await owner.post("/api/profile-processing", {
      mode: "fetch_profile",
      instagram_profile_url: PROFILE_URL,
    })
  ).json().profile_analysis_id as string;
  await owner.post("/api/profile-processing", {
    mode: "analyze_profile",
    profile_analysis_id: profile,
  });
  const invited = await owner.post("/api/team/invitations", { email: "bo@example.com" });
  const invoices = (await owner.get("/api/billing/invoices")).json() as Array<{ id: string }>;
  await finished(owner, post, profile);
  EXAMPLES.profile_analysis_id = profile;
  EXAMPLES.analysis_id = profile;
  Object.assign(realParams, {
    id: post,
    userId: await userIdOf(owner),
    token: "token",
  });
  // Routes whose :id is not a post analysis's.
  const byPath: Record<string, string | undefined> = {
    "/api/profile-analyses/:id": profile,
    "/api/profile-analyses/:id/share": profile,
    "/api/profile-analyses/:id/schedule": profile,
    "/api/profile-analyses/:id/trend": profile,
    "/api/team/invitations/:id": invited.json().invitations?.[0]?.id,
    "/api/team/invitations/:id/resend": invited.json().invitations?.[0]?.id,
    "/api/billing/invoices/:id/receipt": invoices[0]?.id,
  };
  for (const [path, id] of Object.entries(byPath)) if (id) idsByPath.set(path, id);

  let accounts = 0;
  clients = [
    { name: "signed out", cookie: async () => "" },
    {
      name: "signed in",
      async cookie() {
        const session = await owner.get("/api/auth/get-session");
        if (session.body === "null") {
          // A case deleted the account or ended the session: carry on as a new owner.
          accounts += 1;
          owner = await agencyOwner(t, `owner${accounts}@example.com`);
        }
        return owner.cookie();
      },
    },
  ];
  // Timeouts far above the usual half a minute: the suite's other files share the machine.
}, 240_000);

afterAll(async () => {
  await t?.close();
});

describe("malformed input", () => {
  it("gets a 4xx from every route, signed out and signed in, never a 5xx", async () => {
    // The app's routes and better-auth's, each with its own checks.
    expect(endpoints.length).toBeGreaterThan(70);
    const failures: string[] = [];
    let requests = 0;
    for (const [index, endpoint] of endpoints.entries()) {
      const id = idsByPath.get(endpoint.path);
      const cases = casesFor(endpoint, id ? { ...realParams, id } : realParams, SEED + index);
      for (const client of clients) {
        const cookie = await client.cookie();
        for (const c of cases) {
          requests += 1;
          const res = await t.app.inject({
            method: c.method,
            url: c.url,
            // An address per request: per-address rate limits must not hide what follows.
            remoteAddress: `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`,
            headers: {
              origin: ORIGIN,
              ...(cookie ? { cookie } : {}),
              ...(c.body ? { "content-type": c.body.type } : {}),
            },
            ...(c.body ? { payload: c.body.payload } : {}),
          });
          if (res.statusCode >= 500) {
            failures.push(
              `${endpoint.method} ${endpoint.path} (${client.name}, ${c.what}): ${res.statusCode}`,
            );
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 240_000);
});
