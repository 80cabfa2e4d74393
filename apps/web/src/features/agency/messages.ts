import { PROFILE_MESSAGES } from "@commentlens/shared";
import { ApiError, serverMessageOr } from "../../lib/api-client";

/** Texts of the agency screens beyond the shared catalogue. */
export const AGENCY_TEXT = {
  title: "Agency Dashboard",
  subtitle:
    "Comprehensive Instagram profile analysis for agencies: the latest posts of a profile, what drives their engagement, who the audience is and what to post next.",
  newAnalysis: "New Profile Analysis",
  startFirst: "Start First Analysis",
  emptyTitle: "No Profile Analyses Yet",
  upgrade: "Upgrade now",
  backgroundNote:
    "You can close this window: the analysis keeps running in the background and its card updates on the dashboard.",
  brandingSaved: "Report branding saved.",
  brandingFailed: "Failed to save report branding",
  brandingLoadFailed: "Failed to load report branding.",
  viewerNote: (owner: string) =>
    `You have view-only access to ${owner}'s team: you can read every report and its comments. Ask the owner for member access to start analyses or export reports.`,
} as const;

/** How long success messages stay. */
export const SUCCESS_MESSAGE_MS = 5_000;

/**
 * The text of a failed start: the server's message when it sent one, the step's
 * own fallback when it answered without one, the unknown-error text when nothing answered.
 */
export function startErrorText(error: unknown, step: "fetch" | "analyze"): string {
  if (error instanceof ApiError && error.status !== 0) {
    return (
      error.serverMessage ??
      (step === "fetch" ? PROFILE_MESSAGES.startFailed : PROFILE_MESSAGES.analyzeFailed)
    );
  }
  return PROFILE_MESSAGES.startUnknown;
}

/** The text of a failed delete. */
export function deleteErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0) {
    return error.serverMessage ?? PROFILE_MESSAGES.deleteFailed;
  }
  return PROFILE_MESSAGES.deleteUnknown;
}

/** The text of a failed export: the server's message or "Export failed". */
export function exportErrorText(error: unknown): string {
  return serverMessageOr(error, PROFILE_MESSAGES.exportFailed);
}
