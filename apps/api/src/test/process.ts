import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { percentile } from "./load.js";

export const serverEntry = fileURLToPath(new URL("../../dist/server.js", import.meta.url));
export const workerEntry = fileURLToPath(new URL("../../dist/worker.js", import.meta.url));

export interface RunningProcess {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  exited: Promise<number | null>;
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function run(args: string[], env: Record<string, string>): RunningProcess {
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d: Buffer) => {
    out += d.toString();
  });
  child.stderr?.on("data", (d: Buffer) => {
    out += d.toString();
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  return { child, output: () => out, exited };
}

/** Starts the built server as `npm start` would, with the given environment. */
export function startServer(env: Record<string, string>): RunningProcess {
  if (!existsSync(serverEntry))
    throw new Error(`${serverEntry} is missing: run \`npm run build\` first`);
  return run([serverEntry], { LOG_LEVEL: "info", ...env });
}

export async function waitForHealthy(
  port: number,
  proc: RunningProcess,
  timeoutMs = 20_000,
): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void proc.exited.then((code) => {
    exitCode = code;
  });
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited (${exitCode}): ${proc.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) return (await res.json()) as Record<string, unknown>;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not healthy within ${timeoutMs} ms: ${proc.output()}`);
}

/** A browser signed in to a running server over real HTTP, as `email`. */
export async function signedInOverHttp(base: string, email: string) {
  const jar = new Map<string, string>();
  const origin = base.replace("127.0.0.1", "localhost");
  async function call(
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    body?: object | FormData,
  ) {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        origin,
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
        ...(body && !(body instanceof FormData) ? { "content-type": "application/json" } : {}),
      },
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
    for (const cookie of res.headers.getSetCookie()) {
      const pair = cookie.split(";")[0] ?? "";
      jar.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
    }
    return res;
  }
  const json = async (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    body?: object | FormData,
  ) => {
    const res = await call(method, url, body);
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
    return JSON.parse(text) as Record<string, unknown>;
  };
  await json("POST", "/api/auth/sign-up/email", { email, password: "secret-one-1" });
  await json("POST", "/api/auth/sign-in/email", { email, password: "secret-one-1" });
  return { call, json };
}

/**
 * The built server on a free port, with a data dir of its own, healthy: `close()` kills it and
 * removes the dir (call it in a `finally`).
 */
export async function startedServer(
  name: string,
  env: Record<string, string> = {},
): Promise<{ server: RunningProcess; base: string; close(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), `commentlens-${name}-`));
  const port = await freePort();
  const server = startServer({ PORT: String(port), DATA_DIR: dir, LOG_LEVEL: "warn", ...env });
  const close = async () => {
    server.child.kill("SIGKILL");
    await server.exited;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHealthy(port, server, 180_000);
  } catch (error) {
    await close();
    throw error;
  }
  return { server, base: `http://127.0.0.1:${port}`, close };
}

/**
 * Fails unless `times` (answer times of /api/health, ms) show a responsive server: a p99 under
 * 500 ms and no answer over 2 s, generous for a busy machine, where a held event loop takes
 * seconds per answer.
 */
export function expectResponsive(times: number[], what: string, minAnswers = 1): void {
  const summary = `${what}: ${times.length} answers, p99 ${Math.round(percentile(times, 99))} ms, max ${Math.round(Math.max(...times))} ms`;
  expect(times.length, summary).toBeGreaterThanOrEqual(minAnswers);
  expect(percentile(times, 99), summary).toBeLessThan(500);
  expect(Math.max(...times), summary).toBeLessThan(2_000);
}
