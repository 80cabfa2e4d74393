import type { Render } from "./protocol.js";

/**
 * A renderer for the pool's own tests, standing for any report: "fails" cannot draw its file,
 * "waits" draws nothing until every comment has arrived.
 */
export const render: Render = async (job, io) => {
  if (job.kind === "fails") throw new Error("this file cannot be drawn");
  const comments = await io.comments();
  io.out.end(`${comments.length} comments`);
};
