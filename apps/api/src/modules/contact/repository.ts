import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { contactMessage } from "../../db/schema.js";

export interface NewContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
}

export async function insertContactMessage(
  db: Db,
  message: NewContactMessage,
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(contactMessage)
    .values(message)
    .returning({ id: contactMessage.id, createdAt: contactMessage.createdAt });
  if (!row) throw new Error("contact message not stored");
  return row;
}

export async function markContactMessageEmailed(db: Db, id: string, at: Date): Promise<void> {
  await db.update(contactMessage).set({ emailedAt: at }).where(eq(contactMessage.id, id));
}
