import {
  NEWSLETTER_MESSAGES,
  newsletterConfirmResponseSchema,
  newsletterSubscribeRequestSchema,
  newsletterSubscribeResponseSchema,
  newsletterTokenRequestSchema,
  newsletterUnsubscribeResponseSchema,
} from "@commentlens/shared";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error.js";
import { oneClickSchema, oneClickScope, oneClickToken } from "../../lib/one-click.js";
import { personalRoutes } from "../../lib/team-access.js";
import type { NewsletterService } from "./service.js";

export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (
  app,
  { newsletter },
) => {
  // A team viewer still runs their own account.
  personalRoutes(app);
  app.post(
    "/newsletter",
    {
      schema: {
        body: newsletterSubscribeRequestSchema,
        response: { 200: newsletterSubscribeResponseSchema },
      },
      preHandler: newsletter.limiter.preHandler,
    },
    async (request) => newsletter.subscribe(request.body),
  );

  app.post(
    "/newsletter/confirm",
    {
      schema: {
        body: newsletterTokenRequestSchema,
        response: { 200: newsletterConfirmResponseSchema },
      },
    },
    async (request) => newsletter.confirm(request.body.token),
  );

  await oneClickScope(app, (scope) => {
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        "/newsletter/unsubscribe",
        { schema: { ...oneClickSchema, response: { 200: newsletterUnsubscribeResponseSchema } } },
        async (request) => {
          const given = oneClickToken(request);
          if (!given) {
            throw new AppError(400, "VALIDATION_FAILED", NEWSLETTER_MESSAGES.unsubscribeInvalid);
          }
          return newsletter.unsubscribe(given);
        },
      );
  });
};
