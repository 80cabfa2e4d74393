import {
  contactDetailsSchema,
  contactRequestSchema,
  contactResponseSchema,
} from "@commentlens/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { personalRoutes } from "../../lib/team-access.js";
import type { ContactService } from "./service.js";

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (
  app,
  { contact },
) => {
  // A team viewer still runs their own account.
  personalRoutes(app);
  app.post(
    "/contact",
    {
      schema: { body: contactRequestSchema, response: { 200: contactResponseSchema } },
      preHandler: contact.limiter.preHandler,
    },
    async (request) => contact.submit(request.body),
  );

  app.get(
    "/contact/details",
    { schema: { response: { 200: contactDetailsSchema } } },
    async () => ({ email: contact.supportEmail }),
  );
};
