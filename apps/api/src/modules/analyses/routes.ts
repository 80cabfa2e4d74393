import { describeRowErrors, readOwnerName } from "@commentlens/instagram";
import {
  analysesListQuerySchema,
  analysesListResponseSchema,
  analysisCommentsQuerySchema,
  analysisCommentsResponseSchema,
  analysisStateSchema,
  commentStatusInputSchema,
  correctionsFileName,
  createAnalysisRequestSchema,
  createAnalysisResponseSchema,
  errorCatalogue,
  exportQuerySchema,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_COMMENTS,
  IMPORT_OWNER_INVALID,
  LABEL_CORRECTIONS_PER_HOUR,
  labelCorrectionResponseSchema,
  labelCorrectionSchema,
  savedViewInputSchema,
  savedViewSchema,
  savedViewsResponseSchema,
  shareLinkSchema,
  shareStatusSchema,
  type TeamRole,
  VISITOR_IMPORT_MAX_COMMENTS,
  VISITOR_IMPORT_UPGRADE,
} from "@commentlens/shared";
import multipart, { type Multipart } from "@fastify/multipart";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.js";
import { clientGone } from "../../lib/client-gone.js";
import { admitExport, type Exporter, type ExportRequester } from "../../lib/export-pool/pool.js";
import { createRateLimiter } from "../../lib/rate-limit.js";
import { requireUser } from "../auth/session.js";
import type { Meter } from "../usage/service.js";
import { type ReadOptions, readableAnalysis } from "./access.js";
import { markComment } from "./comment-status.js";
import { readComments } from "./comments-query.js";
import { correctionsFile, correctLabel } from "./corrections.js";
import { analysisExportJob, exportFileInfo } from "./export/index.js";
import { readCommentFile } from "./import-file.js";
import { analysesPage, claimVisitorReports, commentsForExport, deleteAnalysis } from "./library.js";
import { type Owner, ownerOf, type VisitorCookies } from "./owner.js";
import { deleteView, listViews, saveView } from "./saved-views.js";
import { type AnalysesDeps, type AnalysisInput, createAnalysis, toState } from "./service.js";
import { createShare, revokeShare, shareStatus } from "./shares.js";
import { streamAnalysis } from "./stream.js";

/** Room for a 20 MB file plus the multipart framing. */
export const ANALYSES_BODY_LIMIT = IMPORT_MAX_BYTES + 64 * 1024;

const idParams = z.object({ id: z.string().min(1).max(100) });
const commentParams = idParams.extend({ commentId: z.string().min(1).max(200) });

export interface AnalysesRoutesOptions {
  deps: AnalysesDeps;
  cookies: VisitorCookies;
  exporter: Exporter;
  /** The Agency team a user takes part in now: its profile analyses' posts are theirs to read. */
  teamOf?: (userId: string) => Promise<{ ownerId: string; role: TeamRole } | null>;
  /** Label corrections a user may save per hour. */
  correctionsPerHour?: number;
  /** The site's origin, for share links. */
  publicUrl: string;
}

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: the module's route table: each handler is a few lines over its service
export const analysesRoutes: FastifyPluginAsyncZod<AnalysesRoutesOptions> = async (
  app,
  { deps, cookies, exporter, teamOf, correctionsPerHour, publicUrl },
) => {
  const { db } = deps;
  const correctionsLimiter = createRateLimiter(
    db,
    {
      name: "label-corrections",
      max: correctionsPerHour ?? LABEL_CORRECTIONS_PER_HOUR,
      windowMs: 60 * 60 * 1000,
    },
    { message: errorCatalogue.RATE_LIMITED },
  );
  await app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

  const claim = (visitorKey: string, userId: string) => claimVisitorReports(db, visitorKey, userId);
  const owner = (request: FastifyRequest, reply: FastifyReply) =>
    ownerOf(request, reply, cookies, claim);
  const access = { db, ...(teamOf ? { teamOf } : {}) };
  /** The analysis as the requester may read it (`readableAnalysis`), and who they are. */
  const ownedRow = async (
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    options: ReadOptions = {},
  ) => {
    const who = await owner(request, reply);
    return { ...(await readableAnalysis(access, who, id, options)), who };
  };
  /** A signed-in reader's Agency team: a viewer's screens offer no changes. */
  const readerTeam = async (who: Owner | null) =>
    who?.kind === "user" && teamOf ? await teamOf(who.userId) : null;

  /**
   * The optional "Your Instagram username" of an upload (a form field sent before the file):
   * null when left empty, refused when it cannot be an account name.
   */
  function importOwner(field: Multipart | Multipart[] | undefined): string | null {
    const part = Array.isArray(field) ? field[0] : field;
    const value = part && part.type === "field" ? String(part.value ?? "").trim() : "";
    if (!value) return null;
    const name = readOwnerName(value);
    if (!name) throw new AppError(400, "INVALID_IMPORT", IMPORT_OWNER_INVALID);
    return name;
  }

  /** The link, or the uploaded file's comments (as many as `signedIn` may import). */
  async function readInput(request: FastifyRequest, signedIn: boolean): Promise<AnalysisInput> {
    if (!request.isMultipart()) {
      const body = createAnalysisRequestSchema.safeParse(request.body ?? {});
      if (!body.success) throw new AppError(400, "EMPTY_POST_URL");
      return { kind: "url", url: body.data.url };
    }
    const file = await request.file();
    if (file?.fieldname !== "file") {
      throw new AppError(400, "INVALID_IMPORT", "Choose a CSV or JSON file of comments to import.");
    }
    let content: Buffer;
    try {
      content = await file.toBuffer();
    } catch (error) {
      // Only a file over the limit is "too large"; an upload cut off midway is answered as
      // such by the error handler.
      if ((error as { code?: string }).code !== "FST_REQ_FILE_TOO_LARGE") throw error;
      throw new AppError(
        413,
        "INVALID_IMPORT",
        "The file is larger than 20 MB. Split it, or export fewer comments.",
      );
    }
    const owner = importOwner(file.fields.owner);
    const parsed = await readCommentFile(
      { name: file.filename, content },
      signedIn
        ? { maxComments: IMPORT_MAX_COMMENTS, tooManyHint: "", owner }
        : { maxComments: VISITOR_IMPORT_MAX_COMMENTS, tooManyHint: VISITOR_IMPORT_UPGRADE, owner },
    );
    if (!parsed.ok) {
      const rows = parsed.rows.length > 0 ? describeRowErrors(parsed.rows, 5) : undefined;
      throw new AppError(400, "INVALID_IMPORT", parsed.error, rows);
    }
    return {
      kind: "import",
      fileName: file.filename || "comments",
      comments: parsed.comments,
      postUrl: parsed.postUrl,
      owner: parsed.owner,
      duplicates: parsed.duplicates,
    };
  }

  app.post(
    "/analyses",
    {
      bodyLimit: ANALYSES_BODY_LIMIT,
      schema: { response: { 202: createAnalysisResponseSchema } },
    },
    async (request, reply) => {
      let who = await owner(request, reply);
      const input = await readInput(request, who?.kind === "user");
      if (!who) who = { kind: "visitor", visitorKey: cookies.ensure(request, reply) };
      else if (who.kind === "visitor") cookies.ensure(request, reply);
      const meter: Meter =
        who.kind === "user"
          ? { kind: "user", userId: who.userId }
          : { kind: "visitor", ip: request.ip };
      const id = await createAnalysis(deps, who, meter, input);
      return reply.status(202).send({ id });
    },
  );

  app.get(
    "/analyses",
    {
      schema: {
        querystring: analysesListQuerySchema,
        response: { 200: analysesListResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await owner(request, reply);
      return analysesPage(db, user.id, request.query);
    },
  );

  app.get(
    "/analyses/:id",
    { schema: { params: idParams, response: { 200: analysisStateSchema } } },
    async (request, reply) => {
      const { row, who } = await ownedRow(request, reply, request.params.id);
      return toState(row, who, { team: await readerTeam(who) });
    },
  );

  app.get("/analyses/:id/events", { schema: { params: idParams } }, async (request, reply) => {
    const { row, read, who } = await ownedRow(request, reply, request.params.id);
    streamAnalysis(request, reply, {
      first: row,
      read,
      events: deps.events,
      who,
      team: await readerTeam(who),
    });
  });

  /** A signed-in user's correction, counted against their hourly allowance. */
  const admitCorrection = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await requireUser(request);
    const { allowed, retryAfterSeconds } = await correctionsLimiter.hit(`user:${user.id}`);
    if (!allowed) {
      reply.header("retry-after", String(retryAfterSeconds));
      throw new AppError(429, "RATE_LIMITED");
    }
  };

  app.put(
    "/analyses/:id/comments/:commentId/label",
    {
      schema: {
        params: commentParams,
        body: labelCorrectionSchema,
        response: { 200: labelCorrectionResponseSchema },
      },
    },
    async (request, reply) => {
      await admitCorrection(request, reply);
      const { row, who } = await ownedRow(request, reply, request.params.id);
      const comment = await correctLabel(deps, row, who, request.params.commentId, request.body);
      return { comment };
    },
  );

  app.delete(
    "/analyses/:id/comments/:commentId/label",
    { schema: { params: commentParams, response: { 200: labelCorrectionResponseSchema } } },
    async (request, reply) => {
      await admitCorrection(request, reply);
      const { row, who } = await ownedRow(request, reply, request.params.id);
      const comment = await correctLabel(deps, row, who, request.params.commentId, null);
      return { comment };
    },
  );

  app.get(
    "/analyses/:id/views",
    { schema: { params: idParams, response: { 200: savedViewsResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { row } = await ownedRow(request, reply, request.params.id, { withResults: false });
      return { views: await listViews(db, row.id, user.id) };
    },
  );

  app.post(
    "/analyses/:id/views",
    {
      config: { teamAccess: "personal" },
      schema: {
        params: idParams,
        body: savedViewInputSchema,
        response: { 201: savedViewSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { row } = await ownedRow(request, reply, request.params.id, { withResults: false });
      return reply.status(201).send(await saveView(db, row.id, user.id, request.body));
    },
  );

  app.delete(
    "/analyses/:id/views/:viewId",
    {
      config: { teamAccess: "personal" },
      schema: { params: idParams.extend({ viewId: z.string().min(1).max(100) }) },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { row } = await ownedRow(request, reply, request.params.id, { withResults: false });
      await deleteView(db, row.id, user.id, request.params.viewId);
      return reply.status(204).send();
    },
  );

  app.post(
    "/analyses/:id/share",
    { schema: { params: idParams, response: { 201: shareLinkSchema } } },
    async (request, reply) => {
      await requireUser(request);
      const { row, who } = await ownedRow(request, reply, request.params.id, {
        withResults: false,
      });
      return reply.status(201).send(await createShare(deps, row, who, publicUrl));
    },
  );

  app.get(
    "/analyses/:id/share",
    { schema: { params: idParams, response: { 200: shareStatusSchema } } },
    async (request, reply) => {
      await requireUser(request);
      const { row, who } = await ownedRow(request, reply, request.params.id, {
        withResults: false,
      });
      return shareStatus(deps, row, who);
    },
  );

  app.delete("/analyses/:id/share", { schema: { params: idParams } }, async (request, reply) => {
    await requireUser(request);
    const { row, who } = await ownedRow(request, reply, request.params.id, { withResults: false });
    await revokeShare(deps, row, who);
    return reply.status(204).send();
  });

  app.put(
    "/analyses/:id/comments/:commentId/status",
    {
      schema: {
        params: commentParams,
        body: commentStatusInputSchema,
        response: { 200: labelCorrectionResponseSchema },
      },
    },
    async (request, reply) => {
      await requireUser(request);
      const { row, who } = await ownedRow(request, reply, request.params.id, {
        withResults: false,
      });
      const comment = await markComment(deps, row, who, request.params.commentId, request.body);
      return { comment };
    },
  );

  app.get("/analyses/:id/corrections", { schema: { params: idParams } }, async (request, reply) => {
    await requireUser(request);
    const { row, who } = await ownedRow(request, reply, request.params.id, {
      withResults: false,
    });
    const body = await correctionsFile(deps, row, who);
    return reply
      .header("content-type", "application/x-ndjson; charset=utf-8")
      .header(
        "content-disposition",
        `attachment; filename="${correctionsFileName(row.shortcode, row.createdAt)}"`,
      )
      .header("cache-control", "private, no-store")
      .send(body);
  });

  app.get(
    "/analyses/:id/comments",
    {
      schema: {
        params: idParams,
        querystring: analysisCommentsQuerySchema,
        response: { 200: analysisCommentsResponseSchema },
      },
    },
    async (request, reply) => {
      const { row, who } = await ownedRow(request, reply, request.params.id, {
        withResults: false,
      });
      return readComments(db, row.id, request.query, who?.kind === "user" ? who.userId : null);
    },
  );

  app.get(
    "/analyses/:id/export",
    {
      config: { teamAccess: "write" },
      schema: { params: idParams, querystring: exportQuerySchema },
    },
    async (request, reply) => {
      // The per-comment results are left out: the worker has them from the comment rows.
      const { row, who } = await ownedRow(request, reply, request.params.id, {
        withResults: false,
      });
      const state = toState(row);
      if (state.status !== "completed" || !state.result) {
        throw new AppError(409, "ANALYSIS_NOT_READY");
      }
      const requester: ExportRequester =
        who?.kind === "user"
          ? { kind: "user", userId: who.userId, ip: request.ip }
          : { kind: "visitor", ip: request.ip };
      await admitExport(exporter, requester, reply);
      const { format, columns } = request.query;
      const { body } = await exporter.start(
        analysisExportJob({ ...state, result: state.result }, format, new Date(), columns),
        { who: requester, gone: clientGone(reply), comments: commentsForExport(db, row.id) },
      );
      const file = exportFileInfo(format, state, columns !== undefined);
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "private, no-store")
        .send(body);
    },
  );

  app.delete("/analyses/:id", { schema: { params: idParams } }, async (request, reply) => {
    await deleteAnalysis(db, request.params.id, await owner(request, reply));
    return reply.status(204).send();
  });
};
