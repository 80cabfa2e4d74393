import {
  checkoutResponseSchema,
  invoicesResponseSchema,
  localCheckoutSchema,
  localPaymentRequestSchema,
  localPaymentResponseSchema,
  localPortalRequestSchema,
  messageResponseSchema,
  portalResponseSchema,
  pricingCatalogueSchema,
  subscriptionManagementRequestSchema,
  subscriptionSchema,
  webhookResponseSchema,
} from "@commentlens/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { personalRoutes } from "../../lib/team-access.js";
import { requireUser } from "../auth/session.js";
import { renderReceipt } from "./receipt.js";
import type { BillingService } from "./service.js";

const idParams = z.object({ id: z.string().min(1).max(200) });

/** Subscription, billing and webhook routes; the logic is in service.ts. */
export const billingRoutes: FastifyPluginAsyncZod<{ billing: BillingService }> = async (
  app,
  { billing },
) => {
  // A team viewer still runs their own account.
  personalRoutes(app);
  // Public: what the pricing page may claim, read from real data.
  app.get(
    "/billing/catalogue",
    { schema: { response: { 200: pricingCatalogueSchema } } },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return billing.catalogue();
    },
  );

  app.get("/subscription", { schema: { response: { 200: subscriptionSchema } } }, async (request) =>
    billing.subscription((await requireUser(request)).id),
  );

  // The public contract: one endpoint, the action named by `mode`. `user_id` and client
  // addresses in the body are ignored.
  app.post(
    "/subscription-management",
    {
      schema: {
        body: subscriptionManagementRequestSchema,
        response: {
          200: z.union([checkoutResponseSchema, messageResponseSchema, portalResponseSchema]),
        },
      },
    },
    async (request) => billing.manage(await requireUser(request), request.body),
  );

  app.get(
    "/billing/invoices",
    { schema: { response: { 200: invoicesResponseSchema } } },
    async (request) => billing.invoices((await requireUser(request)).id),
  );

  app.get(
    "/billing/invoices/:id/receipt",
    { schema: { params: idParams } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { invoice, email } = await billing.receipt(user.id, request.params.id);
      const pdf = await renderReceipt(invoice, email);
      const name = `receipt-${invoice.number.replace(/[^A-Za-z0-9-]/g, "")}.pdf`;
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="${name}"`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );

  // The local provider's checkout page and portal (404 with Stripe).
  app.get(
    "/billing/local/checkout/:id",
    { schema: { params: idParams, response: { 200: localCheckoutSchema } } },
    async (request) => billing.localCheckout((await requireUser(request)).id, request.params.id),
  );

  app.post(
    "/billing/local/checkout/:id/pay",
    {
      schema: {
        params: idParams,
        body: localPaymentRequestSchema,
        response: { 200: localPaymentResponseSchema },
      },
    },
    async (request) =>
      billing.payLocalCheckout((await requireUser(request)).id, request.params.id, request.body),
  );

  app.post(
    "/billing/local/portal",
    { schema: { body: localPortalRequestSchema, response: { 200: subscriptionSchema } } },
    async (request) => billing.localPortal((await requireUser(request)).id, request.body),
  );

  // The signature is over the exact bytes Stripe sent, so this route alone keeps the raw body.
  await app.register(async (webhooks) => {
    webhooks.addContentTypeParser(
      "application/json",
      { parseAs: "buffer" },
      (_request, body, done) => done(null, body),
    );
    webhooks.post(
      "/webhooks/stripe",
      { schema: { response: { 200: webhookResponseSchema } } },
      async (request) => {
        const signature = request.headers["stripe-signature"];
        await billing.handleWebhook(
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          Array.isArray(signature) ? signature[0] : signature,
        );
        return { received: true as const };
      },
    );
  });
};
