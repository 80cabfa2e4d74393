import type { Invoice } from "@commentlens/shared";
import { AppError } from "../../lib/app-error.js";
import type { BillingContext } from "./context.js";
import {
  findUser,
  getInvoice,
  getSubscription,
  type InvoiceRow,
  listInvoices,
} from "./repository.js";

/** A user's invoices: the provider's own list when it keeps one, else the stored ones. */

const invoiceView = (row: InvoiceRow): Invoice => ({
  id: row.id,
  number: row.number,
  amount_cents: row.amountCents,
  currency: row.currency,
  status: row.status as Invoice["status"],
  created_at: row.createdAt.toISOString(),
  period_start: row.periodStart.toISOString(),
  period_end: row.periodEnd.toISOString(),
  url: row.hostedUrl ?? `/api/billing/invoices/${encodeURIComponent(row.id)}/receipt`,
});

export function createInvoices({ db, provider, log }: BillingContext) {
  async function invoices(userId: string): Promise<Invoice[]> {
    const row = await getSubscription(db, userId);
    if (row && row.provider === provider.name) {
      try {
        const live = await provider.listInvoices(row.customerId);
        if (live) return live;
      } catch (error) {
        // Stripe unreachable: the invoices its webhooks brought are still a true record.
        log?.warn({ err: error }, "could not list invoices from the billing provider");
      }
    }
    return (await listInvoices(db, userId)).map(invoiceView);
  }

  /** A local receipt, for its owner only. */
  async function receipt(userId: string, invoiceId: string) {
    const row = await getInvoice(db, userId, invoiceId);
    if (row?.provider !== "local") throw new AppError(404, "NOT_FOUND");
    const owner = await findUser(db, userId);
    return { invoice: row, email: owner?.email ?? "" };
  }

  return { invoices, receipt };
}
