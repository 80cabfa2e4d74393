import { z } from "./zod.js";

export const healthResponseSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  version: z.string(),
  db: z.enum(["pglite", "postgres"]),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;
