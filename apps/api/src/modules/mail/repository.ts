import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { devMailbox } from "../../db/schema.js";

export interface StoredMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (Reply-To, List-Unsubscribe …). */
  headers: Record<string, string>;
  created_at: string;
}

export async function storeMail(
  db: Db,
  mail: Omit<StoredMail, "id" | "created_at">,
): Promise<void> {
  await db.insert(devMailbox).values(mail);
}

/** Deletes the dev mailbox's mails to an address (its account was deleted). */
export async function deleteMailTo(db: Db, to: string): Promise<void> {
  await db.delete(devMailbox).where(eq(devMailbox.to, to.trim().toLowerCase()));
}

/** Newest first; at most 100, enough to find the mail just sent. */
export async function listMail(db: Db, to?: string): Promise<StoredMail[]> {
  const rows = await db
    .select()
    .from(devMailbox)
    .where(to ? eq(devMailbox.to, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(devMailbox.createdAt), desc(devMailbox.id))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    headers: r.headers,
    created_at: r.createdAt.toISOString(),
  }));
}
