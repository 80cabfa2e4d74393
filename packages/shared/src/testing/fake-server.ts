// Test support for every package that talks to a third party (the data providers, the LLM
// analyzer, the API's own routes): a real server, never a mocked `fetch`. It is the one file
// of this package that runs on Node only, hence the reference below; the web app never
// imports `@commentlens/shared/testing`.
/// <reference types="node" />
import http from "node:http";
import type { AddressInfo } from "node:net";

/** A real HTTP server on loopback standing in for a third-party API in tests. */

export interface FakeRequest {
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
}

export interface FakeResponse {
  status?: number;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string is sent as is (for malformed bodies). */
  body?: unknown;
  /** Wait this long before answering (for timeouts). */
  delayMs?: number;
}

export interface FakeServer {
  url: string;
  requests: FakeRequest[];
  /** Most requests that were being answered at the same time. */
  maxInFlight: number;
  close(): Promise<void>;
}

export async function startFakeServer(
  handler: (request: FakeRequest) => FakeResponse | Promise<FakeResponse>,
  /** A fixed port (e2e); any free one when omitted. */
  listenPort = 0,
): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  let inFlight = 0;
  const state = { maxInFlight: 0 };
  const server = http.createServer(async (req, res) => {
    inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, inFlight);
    const url = new URL(req.url ?? "/", "http://fake");
    const request = { path: url.pathname, query: url.searchParams, headers: req.headers };
    requests.push(request);
    try {
      const answer = await handler(request);
      if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
      const body =
        typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body ?? {});
      res.writeHead(answer.status ?? 200, {
        "content-type": "application/json",
        ...answer.headers,
      });
      res.end(body);
    } catch (error) {
      res.writeHead(500);
      res.end(String(error));
    } finally {
      inFlight--;
    }
  });
  await new Promise<void>((resolve) => server.listen(listenPort, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get maxInFlight() {
      return state.maxInFlight;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
