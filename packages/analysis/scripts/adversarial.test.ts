import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { adversarialComments } from "../src/adversarial.js";

const RUNNER = fileURLToPath(new URL("./adversarial.ts", import.meta.url));
/** A linear pattern reads 2,200 characters in a millisecond; a super-linear one takes hours. */
const PER_INPUT_MS = 5_000;

/** Runs the adversarial set in a child process, killed when `budgetMs` is spent. */
function runSet(
  budgetMs: number,
): Promise<{ lines: Array<Record<string, unknown>>; killed: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "--conditions=source", RUNNER], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    let killed = false;
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
    });
    const timer = setTimeout(() => {
      killed = true;
      child.kill("SIGKILL");
    }, budgetMs);
    child.once("error", reject);
    child.once("exit", () => {
      clearTimeout(timer);
      const lines = out
        .split("\n")
        .filter((l) => l.startsWith("{"))
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      resolve({ lines, killed });
    });
  });
}

describe("the adversarial comment set", () => {
  it("is as long as Instagram allows and covers every kind of run", () => {
    const set = adversarialComments();
    expect(set.length).toBeGreaterThanOrEqual(40);
    for (const { comment } of set) expect([...comment.text].length).toBeLessThanOrEqual(2_200);
    expect(set.every(({ comment }) => [...comment.text].length > 2_150)).toBe(true);
    expect(set.find((s) => s.name === "mentions ending on @")?.comment.text).toMatch(/@a @$/);
  });

  it("goes through the analyzer in seconds, each comment alone and all under one post", async () => {
    const { lines, killed } = await runSet(120_000);
    const started = lines.flatMap((l) => (typeof l.start === "string" ? [l.start] : []));
    const done = new Map(
      lines.flatMap((l) => (typeof l.done === "string" ? [[l.done, Number(l.ms)] as const] : [])),
    );
    const stuck = started.filter((name) => !done.has(name));
    expect(killed ? `stopped while analysing: ${stuck.join(", ")}` : "finished").toBe("finished");
    expect(done.size).toBe(adversarialComments().length + 1);
    const slow = [...done].filter(([, ms]) => ms > PER_INPUT_MS);
    expect(slow).toEqual([]);
  }, 130_000);
});
