import type { ReferralReward } from "@commentlens/shared";
import { Gift } from "lucide-react";
import { useCallback } from "react";
import { useReferralsClient } from "./client-context";
import { formatReferralDate, useLoad } from "./use-load";

const months = (n: number) => `${n} free month${n === 1 ? "" : "s"}`;

/** What the user's earned months are doing, in one sentence each; null when there are none. */
export function rewardSummary(rewards: ReferralReward[]): string[] {
  const sum = (state: ReferralReward["state"]) =>
    rewards.filter((r) => r.state === state).reduce((total, r) => total + r.months, 0);
  const lines: string[] = [];
  const applied = rewards.filter((r) => r.state === "applied");
  if (applied.length > 0) {
    const last = applied.reduce((a, b) => ((a.applied_at ?? "") > (b.applied_at ?? "") ? a : b));
    lines.push(
      `${months(sum("applied"))} from referrals added to your subscription${
        last.applied_at ? ` (latest on ${formatReferralDate(last.applied_at)})` : ""
      }.`,
    );
  }
  if (sum("waiting") > 0) {
    lines.push(
      `${months(sum("waiting"))} from referrals waiting: added to your plan when you subscribe.`,
    );
  }
  if (sum("processing") > 0) {
    lines.push(`${months(sum("processing"))} from referrals being added (within 24 hours).`);
  }
  return lines;
}

/**
 * The referral months of the signed-in user, where they look at their billing: applied to
 * the subscription, waiting for one (Free), or on their way. Nothing when there are none,
 * or when they could not be loaded (the Subscription tab has its own error).
 */
export function ReferralRewardsNote({ className }: { className?: string }) {
  const client = useReferralsClient();
  const load = useCallback((signal: AbortSignal) => client.rewards(signal), [client]);
  const { data } = useLoad(load);
  const lines = data ? rewardSummary(data) : [];
  if (lines.length === 0) return null;
  return (
    <section
      aria-label="Referral rewards"
      className={`flex items-start gap-3 rounded-card border border-border bg-surface p-4 text-sm text-foreground ${className ?? ""}`}
    >
      <Gift aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-text" />
      <ul className="flex flex-col gap-1">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
