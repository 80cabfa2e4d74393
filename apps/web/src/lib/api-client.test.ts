// @vitest-environment node
/*
 * The client against a real HTTP server on a free local port: what goes over the wire and what
 * comes back, with no fetch stubbed.
 */
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, createApiClient, orNullIfMissing, serverMessageOr } from "./api-client";
import { followLive } from "./live-updates";

interface Received {
  method: string | undefined;
  url: string | undefined;
  contentType: string | undefined;
  body: string;
}

type Handler = (request: IncomingMessage, response: ServerResponse, body: string) => void;

const routes = new Map<string, Handler>();
let received: Received[] = [];
let baseUrl = "";

const server = createServer(async (request, response) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString("utf8");
  received.push({
    method: request.method,
    url: request.url,
    contentType: request.headers["content-type"],
    body,
  });
  const handler = routes.get(`${request.method} ${request.url?.split("?")[0]}`);
  if (handler) handler(request, response, body);
  else json(response, 404, { error: "Not found.", code: "NOT_FOUND" });
});

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

function route(key: string, handler: Handler) {
  routes.set(key, handler);
}

beforeAll(async () => {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.close();
  await once(server, "close");
});

function client(options: Parameters<typeof createApiClient>[0] = {}) {
  received = [];
  return createApiClient({ baseUrl, ...options });
}

describe("requests", () => {
  it("answers the JSON of a successful call, and sends JSON bodies as JSON", async () => {
    route("POST /api/echo", (_request, response, body) =>
      json(response, 201, { got: JSON.parse(body) }),
    );
    const answer = await client().request<{ got: unknown }>("/api/echo", {
      method: "POST",
      json: { url: "https://www.instagram.com/p/abc/" },
    });
    expect(answer).toEqual({ got: { url: "https://www.instagram.com/p/abc/" } });
    expect(received).toEqual([
      {
        method: "POST",
        url: "/api/echo",
        contentType: "application/json",
        body: '{"url":"https://www.instagram.com/p/abc/"}',
      },
    ]);
  });

  it("answers undefined for 204 No Content", async () => {
    route("DELETE /api/thing", (_request, response) => {
      response.writeHead(204);
      response.end();
    });
    await expect(client().request("/api/thing", { method: "DELETE" })).resolves.toBeUndefined();
  });

  it("checks the answer with a schema when given one", async () => {
    route("GET /api/count", (_request, response) => json(response, 200, { count: "3" }));
    const schema = {
      parse: (data: unknown) => ({ count: Number((data as { count: string }).count) }),
    };
    expect(await client().request("/api/count", { schema })).toEqual({ count: 3 });
  });

  it("uploads a file as multipart form data, fields before the file", async () => {
    route("POST /api/upload", (_request, response) => json(response, 202, { id: "an_1" }));
    const form = new FormData();
    form.append("owner", "ovenbird");
    form.append("file", new File(["id,text\n1,hello\n"], "comments.csv", { type: "text/csv" }));
    expect(await client().request("/api/upload", { method: "POST", form })).toEqual({ id: "an_1" });

    const [sent] = received;
    expect(sent?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const owner = sent?.body.indexOf('name="owner"') ?? -1;
    const file = sent?.body.indexOf('name="file"; filename="comments.csv"') ?? -1;
    expect(owner).toBeGreaterThan(-1);
    expect(file).toBeGreaterThan(owner);
    expect(sent?.body).toContain("1,hello");
  });

  it("hands over the answer itself for downloads", async () => {
    route("POST /api/export", (_request, response) => {
      response.writeHead(200, {
        "content-type": "text/csv",
        "content-disposition": 'attachment; filename="report.csv"',
      });
      response.end("a,b\n");
    });
    const response = await client().send("/api/export", { method: "POST", json: {} });
    expect(response.headers.get("content-disposition")).toContain("report.csv");
    expect(await response.text()).toBe("a,b\n");
  });
});

describe("failures", () => {
  it("reads a missing optional extra as null, and every other failure as a failure", async () => {
    route("GET /api/extra", (_request, response) => json(response, 200, ["one"]));
    route("GET /api/broken", (_request, response) =>
      json(response, 500, { error: "Something went wrong on our side.", code: "INTERNAL" }),
    );
    expect(await orNullIfMissing(client().request("/api/extra"))).toEqual(["one"]);
    expect(await orNullIfMissing(client().request("/api/nothing-here"))).toBeNull();
    await expect(orNullIfMissing(client().request("/api/broken"))).rejects.toMatchObject({
      status: 500,
    });
  });

  it("turns the server's error envelope into an ApiError with its message, code and status", async () => {
    route("POST /api/analyses", (_request, response) =>
      json(response, 400, {
        error: "The file could not be imported.",
        code: "INVALID_IMPORT",
        details: "line 3: no text",
      }),
    );
    const error = await client()
      .request("/api/analyses", { method: "POST", json: {} })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: "The file could not be imported.",
      serverMessage: "The file could not be imported.",
      code: "INVALID_IMPORT",
      status: 400,
      details: "line 3: no text",
    });
    expect(serverMessageOr(error, "fallback")).toBe("The file could not be imported.");
  });

  it("falls back to the client's own text when the answer is not our JSON", async () => {
    route("GET /api/broken", (_request, response) => {
      response.writeHead(502, { "content-type": "text/html" });
      response.end("<h1>Bad gateway</h1>");
    });
    const error = await client({ unexpectedMessage: () => "An unexpected error occurred" })
      .request("/api/broken")
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      message: "An unexpected error occurred",
      serverMessage: undefined,
      code: undefined,
      status: 502,
    });
    expect(serverMessageOr(error, "fallback")).toBe("fallback");
    // Without a text of its own, the default names the status.
    await expect(client().request("/api/broken")).rejects.toThrow("Request failed (502)");
  });

  it("reads the server's text where a client says it is", async () => {
    route("POST /api/auth/sign-in", (_request, response) =>
      json(response, 401, { message: "Invalid email or password", code: "INVALID_CREDENTIALS" }),
    );
    const error = await client({ serverMessageOf: (body) => body.message as string })
      .request("/api/auth/sign-in", { method: "POST", json: {} })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ message: "Invalid email or password", status: 401 });
  });

  it("answers a failed status without throwing when asked for the answer whatever it is", async () => {
    const response = await client().fetch("/api/nowhere");
    expect(response.status).toBe(404);
  });

  it("reports a call that got no answer as status 0 with the network message", async () => {
    const closed = createServer();
    closed.listen(0, "127.0.0.1");
    await once(closed, "listening");
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    await once(closed, "close");

    const offline = createApiClient({
      baseUrl: `http://127.0.0.1:${port}`,
      networkMessage: "Could not reach the server.",
    });
    const error = await offline.request("/api/analyses").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: "Could not reach the server." });
  });

  it("lets a cancelled call end as an abort, not as a failure", async () => {
    route("GET /api/slow", (_request, response) => {
      setTimeout(() => json(response, 200, {}), 200);
    });
    const controller = new AbortController();
    const call = client().request("/api/slow", { signal: controller.signal });
    controller.abort();
    const error = await call.catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe("AbortError");
  });
});

describe("followLive", () => {
  /** A job the server reports as running for `runs` lookups, then completed. */
  function job(runs: number) {
    let lookups = 0;
    route("GET /api/job", (_request, response) => {
      lookups += 1;
      json(response, 200, { status: lookups > runs ? "completed" : "running", lookups });
    });
  }

  it("looks up after a stream error, reconnects while delays remain, then polls to the end", async () => {
    job(4);
    const api = client();
    let opened = 0;
    const states: string[] = [];
    await new Promise<void>((done) => {
      followLive<{ status: string }>({
        // Every stream fails at once, as a stream the server refuses does.
        stream: ({ onError }) => {
          opened += 1;
          setTimeout(onError, 1);
          return () => {};
        },
        lookup: () => api.request("/api/job"),
        isFinished: (state) => state.status === "completed",
        onState: (state) => {
          states.push(state.status);
          if (state.status === "completed") done();
        },
        onLookupError: () => "retry",
        reconnectDelaysMs: [5, 5],
        pollIntervalMs: 5,
      });
    });
    // A lookup after each stream error; one reconnect while delays remain, then polling.
    expect(opened).toBe(2);
    expect(states).toEqual(["running", "running", "running", "running", "completed"]);
  });

  it("polls at once when the browser has no streams, and stops on a refusal", async () => {
    route("GET /api/job", (_request, response) => json(response, 404, { error: "Gone." }));
    const api = client();
    const refused = await new Promise<unknown>((done) => {
      followLive({
        stream: () => null,
        lookup: () => api.request("/api/job"),
        isFinished: () => false,
        onState: () => {},
        onLookupError: (error) => {
          done(error);
          return "stop";
        },
        reconnectDelaysMs: [5],
        pollIntervalMs: 5,
      });
    });
    expect(refused).toMatchObject({ status: 404, serverMessage: "Gone." });
    // Stopped: no lookup after the refusal.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(received).toHaveLength(1);
  });

  it("reports nothing more once stopped", async () => {
    job(100);
    const api = client();
    const states: unknown[] = [];
    const stop = followLive({
      stream: () => null,
      lookup: () => api.request("/api/job"),
      isFinished: () => false,
      onState: (state) => states.push(state),
      onLookupError: () => "retry",
      reconnectDelaysMs: [],
      pollIntervalMs: 5,
    });
    stop();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(states).toEqual([]);
  });
});
