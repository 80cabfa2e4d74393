import type { HealthResponse } from "@commentlens/shared";
import type { Database } from "../../db/client.js";

export async function checkHealth(database: Database, version: string): Promise<HealthResponse> {
  try {
    await database.ping(2000);
    return { status: "ok", version, db: database.kind };
  } catch {
    return { status: "unavailable", version, db: database.kind };
  }
}
