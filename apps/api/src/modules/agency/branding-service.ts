import type { AgencyBranding } from "@commentlens/shared";
import type { Db } from "../../db/client.js";
import { getBranding, saveBranding } from "./branding-repository.js";

/** An Agency owner's white-label branding: what other modules and the routes go through. */

/** The owner's branding, or null when none is set (reports then carry CommentLens's). */
export function brandingOf(db: Db, ownerId: string): Promise<AgencyBranding | null> {
  return getBranding(db, ownerId);
}

/** Replaces the owner's branding; nulls clear it. */
export function replaceBranding(db: Db, ownerId: string, branding: AgencyBranding): Promise<void> {
  return saveBranding(db, ownerId, branding);
}
