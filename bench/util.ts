import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverEntry = path.join(root, "apps/api/dist/server.js");

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The built API server on a free port with its own data directory, once it answers
 * /api/health. The caller kills the child and removes `dir`.
 */
export async function startServer(
  name: string,
  env: Record<string, string>,
  /** A data directory to start on again (a new one when omitted). */
  existing?: string,
): Promise<{ base: string; child: ChildProcess; dir: string }> {
  const port = await freePort();
  const dir = existing ?? mkdtempSync(path.join(tmpdir(), `commentlens-bench-${name}-`));
  const child = spawn(process.execPath, [serverEntry], {
    env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dir, LOG_LEVEL: "warn", ...env },
    stdio: "ignore",
  });
  const base = `http://127.0.0.1:${port}`;
  // A minute at most: a server that never answers must not hang the whole bench.
  for (let i = 0; i < 3000; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child, dir };
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  child.kill("SIGKILL");
  throw new Error("the server did not become healthy");
}

/** Resolves once the child process has exited. */
export function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/**
 * A browser over HTTP: keeps its cookies and sends the site's Origin. `body` is sent as JSON,
 * or as is when it is FormData (a file upload).
 */
export function browser(base: string) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const call = async (method: "GET" | "POST", url: string, body?: object) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        origin: base.replace("127.0.0.1", "localhost"),
        cookie: cookie(),
        ...(body && !(body instanceof FormData) ? { "content-type": "application/json" } : {}),
      },
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
    for (const cookie of res.headers.getSetCookie()) {
      const pair = cookie.split(";")[0] ?? "";
      const eq = pair.indexOf("=");
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  };
  /** `cookie()`: the Cookie header it sends, for requests whose answer is not JSON. */
  return Object.assign(call, { cookie });
}
