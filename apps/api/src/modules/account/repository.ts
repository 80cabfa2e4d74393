import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { user, verification } from "../../db/schema.js";

/**
 * Deletes a user and everything they own, in one transaction. Sessions and credentials go
 * with the user row (ON DELETE CASCADE); each feature that stores user data adds its own
 * delete here, so an account never leaves data behind.
 */
export async function deleteUserData(db: Db, userId: string, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.identifier, email));
    const deleted = await tx.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
    return deleted.length > 0;
  });
}
