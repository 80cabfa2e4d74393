import type { Invoice } from "@commentlens/shared";
import { ExternalLink } from "lucide-react";
import { useCallback } from "react";
import { Badge, type BadgeVariant } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { useResource } from "../../lib/use-resource";
import { useBillingClient } from "./client-context";
import { formatAmount, formatShortDate } from "./format";
import { BILLING_TEXTS } from "./messages";

const STATUS: Record<Invoice["status"], { label: string; variant: BadgeVariant }> = {
  paid: { label: "Paid", variant: "completed" },
  open: { label: "Open", variant: "in-progress" },
  void: { label: "Void", variant: "other" },
  uncollectible: { label: "Uncollectible", variant: "failed" },
};

/**
 * The account's invoices, newest first: date, amount, status and a link to the receipt.
 * `version` changes after an action that may have billed, to load them again.
 */
export function InvoicesList({ version = 0 }: { version?: number }) {
  const client = useBillingClient();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version asks again.
  const load = useCallback((signal: AbortSignal) => client.invoices(signal), [client, version]);
  const invoices = useResource(load);

  return (
    <section aria-labelledby="invoices-title" className="flex flex-col gap-4">
      <h2 id="invoices-title" className="text-lg font-semibold text-foreground">
        Invoices
      </h2>
      <InvoicesBody
        invoices={invoices.data}
        failed={Boolean(invoices.error)}
        retry={invoices.reload}
      />
    </section>
  );
}

function InvoicesBody({
  invoices,
  failed,
  retry,
}: {
  invoices: Invoice[] | undefined;
  failed: boolean;
  retry(): void;
}) {
  if (failed && !invoices) {
    return (
      <p className="text-sm text-muted-foreground">
        {BILLING_TEXTS.invoicesFailed}{" "}
        <Button variant="link" onClick={retry}>
          Try again
        </Button>
      </p>
    );
  }
  if (!invoices) return <Skeleton className="h-24 w-full rounded-card" />;
  if (invoices.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
        No invoices yet. Your receipts appear here after each payment.
      </p>
    );
  }
  return (
    // Scrolls inside itself on a phone, never the page.
    <div className="relative overflow-x-auto rounded-card border border-border">
      <table className="w-full text-left text-sm">
        <thead className="bg-surface-muted text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2.5 sm:px-4 font-medium">
              Date
            </th>
            <th scope="col" className="px-3 py-2.5 sm:px-4 text-right font-medium">
              Amount
            </th>
            <th scope="col" className="px-3 py-2.5 sm:px-4 font-medium">
              Status
            </th>
            <th scope="col" className="px-3 py-2.5 sm:px-4 font-medium">
              <span className="sr-only">Receipt</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {invoices.map((invoice) => {
            const status = STATUS[invoice.status];
            return (
              <tr key={invoice.id}>
                <td className="px-3 py-3 sm:px-4 whitespace-nowrap text-foreground">
                  {formatShortDate(invoice.created_at)}
                </td>
                <td className="px-3 py-3 sm:px-4 text-right whitespace-nowrap text-foreground tabular-nums">
                  {formatAmount(invoice.amount_cents, invoice.currency)}
                </td>
                <td className="px-3 py-3 sm:px-4">
                  <Badge variant={status.variant}>{status.label}</Badge>
                </td>
                <td className="px-3 py-3 sm:px-4 text-right">
                  {invoice.url ? (
                    <a
                      href={invoice.url}
                      target="_blank"
                      rel="noreferrer"
                      className="inline-flex items-center gap-1 rounded-control font-medium text-primary-text underline-offset-4 hover:underline"
                    >
                      View<span className="sr-only"> invoice {invoice.number}</span>
                      <ExternalLink aria-hidden="true" className="size-3.5" />
                    </a>
                  ) : (
                    <span className="text-muted-foreground">{invoice.number}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
