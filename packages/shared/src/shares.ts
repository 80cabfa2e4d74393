import { agencyBrandingSchema, profileAnalysisDetailSchema } from "./agency.js";
import { analysisStateSchema } from "./analyses.js";
import { z } from "./zod.js";

/**
 * Read-only links to a report: whoever has the link reads the report and its comments,
 * signed in or not, until its owner revokes it.
 */

/** `POST /api/analyses/:id/share`: the new link (any earlier one stops working). */
export const shareLinkSchema = z.object({ url: z.url() });
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** `GET /api/analyses/:id/share`: whether a link is active (its address is shown only once). */
export const shareStatusSchema = z.object({
  active: z.boolean(),
  created_at: z.iso.datetime().nullable(),
});
export type ShareStatus = z.infer<typeof shareStatusSchema>;

/**
 * `GET /api/shared/:token`: the shared report, without anything of its owner's account: a
 * post's report, or a profile's with the agency's own name and logo (when it set them).
 */
export const sharedReportSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("post"), analysis: analysisStateSchema }),
  z.object({
    kind: z.literal("profile"),
    profile: profileAnalysisDetailSchema,
    branding: agencyBrandingSchema.nullable(),
  }),
]);
export type SharedReport = z.infer<typeof sharedReportSchema>;

/** Path of a shared report on the site. */
export const SHARED_REPORT_PATH = "/r";

/** Shared-report requests one address may make per window (the report and its comment pages). */
export const SHARED_VIEWS_PER_WINDOW = 300;
export const SHARED_VIEWS_WINDOW_MS = 10 * 60 * 1000;
