import type { AgencyBranding } from "@commentlens/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { agencyBranding } from "../../db/schema.js";

/** An Agency owner's white-label branding (one row per owner; members use their owner's). */

/** The owner's branding, or null when none is set (reports then carry CommentLens's). */
export async function getBranding(db: Db, ownerId: string): Promise<AgencyBranding | null> {
  const [row] = await db
    .select({ name: agencyBranding.agencyName, logo: agencyBranding.logoDataUrl })
    .from(agencyBranding)
    .where(eq(agencyBranding.ownerId, ownerId));
  if (!row || (row.name === null && row.logo === null)) return null;
  return { agency_name: row.name, logo_data_url: row.logo };
}

/** Replaces the owner's branding; nulls clear it. */
export async function saveBranding(
  db: Db,
  ownerId: string,
  branding: AgencyBranding,
  now: Date = new Date(),
): Promise<void> {
  const values = {
    agencyName: branding.agency_name,
    logoDataUrl: branding.logo_data_url,
    updatedAt: now,
  };
  await db
    .insert(agencyBranding)
    .values({ ownerId, ...values })
    .onConflictDoUpdate({ target: agencyBranding.ownerId, set: values });
}
