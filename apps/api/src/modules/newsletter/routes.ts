import {
  NEWSLETTER_MESSAGES,
  newsletterConfirmResponseSchema,
  newsletterSubscribeRequestSchema,
  newsletterSubscribeResponseSchema,
  newsletterTokenRequestSchema,
  newsletterUnsubscribeResponseSchema,
} from "@commentlens/shared";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.js";
import { personalRoutes } from "../../lib/team-access.js";
import type { NewsletterService } from "./service.js";

const token = z.string().optional();

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

  // One route for our page ({token} as JSON) and for mail clients' RFC 8058 one-click POST
  // (?token= in the URL, body "List-Unsubscribe=One-Click", form-encoded or multipart). Only
  // here are such bodies accepted; their content is not needed, the signed token is the request.
  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>();
    oneClick.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    oneClick.addContentTypeParser("*", { parseAs: "string", bodyLimit: 4096 }, (_r, _b, done) =>
      done(null, {}),
    );
    oneClick.post(
      "/newsletter/unsubscribe",
      {
        schema: {
          querystring: z.object({ token }),
          body: z.looseObject({ token }).optional(),
          response: { 200: newsletterUnsubscribeResponseSchema },
        },
      },
      async (request) => {
        const given = request.query.token ?? request.body?.token;
        if (!given) {
          throw new AppError(400, "VALIDATION_FAILED", NEWSLETTER_MESSAGES.unsubscribeInvalid);
        }
        return newsletter.unsubscribe(given.trim());
      },
    );
  });
};
