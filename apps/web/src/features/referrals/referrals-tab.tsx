import {
  REFERRAL_EXPIRY_DAYS,
  REFERRAL_MESSAGES,
  REFERRAL_REWARD_WITHIN_HOURS,
} from "@commentlens/shared";
import { Gift, UserPlus } from "lucide-react";
import { useCallback } from "react";
import { Link } from "react-router";
import { Banner } from "../../components/banner";
import { Button } from "../../components/ui/button";
import { buttonVariants } from "../../components/ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { useReferralsClient } from "./client-context";
import { useLoad } from "./use-load";

/**
 * The account page's Referrals tab: what the programme gives, the way to /invite,
 * the user's figures (loaded when the tab opens: the tab's content mounts then) and the terms.
 */
export function ReferralsTab() {
  const client = useReferralsClient();
  const load = useCallback((signal: AbortSignal) => client.stats(signal), [client]);
  const { data, error, reload } = useLoad(load);

  const figures = data
    ? [
        { label: "Total Referrals", value: data.total_referrals },
        { label: "Successful", value: data.successful_referrals },
        { label: "Months Earned", value: data.total_reward_months },
      ]
    : null;

  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold leading-snug">
          <Gift aria-hidden="true" className="size-5 text-primary-text" />
          Referral Program
        </h2>
        <CardDescription>
          Invite friends to CommentLens. When a friend signs up with your link and subscribes to
          Influencer, you both get 1 month free.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <Link to="/invite" className={buttonVariants({ className: "self-start" })}>
          <UserPlus aria-hidden="true" />
          Invite a Friend
        </Link>

        {error ? (
          <Banner tone="error">
            {REFERRAL_MESSAGES.loadFailed}.{" "}
            <Button variant="link" className="text-inherit underline" onClick={reload}>
              Try again
            </Button>
          </Banner>
        ) : figures ? (
          <dl className="grid grid-cols-3 gap-3">
            {figures.map((f) => (
              <div key={f.label} className="rounded-card border border-border p-3 sm:p-4">
                <dt className="text-xs text-muted-foreground sm:text-sm">{f.label}</dt>
                <dd className="mt-1 text-xl font-semibold tabular-nums text-foreground sm:text-2xl">
                  {f.value}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <div className="grid grid-cols-3 gap-3">
            <p role="status" className="sr-only">
              Loading your referral figures...
            </p>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-20 rounded-card" />
            ))}
          </div>
        )}

        <section aria-labelledby="referral-terms-title" className="border-t border-border pt-5">
          <h3 id="referral-terms-title" className="text-sm font-semibold text-foreground">
            Terms
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            <li>There is no limit on the number of friends you can refer.</li>
            <li>
              Rewards are applied within {REFERRAL_REWARD_WITHIN_HOURS} hours of your friend's first
              successful payment.
            </li>
            <li>
              Your friend must be new to CommentLens and subscribe to the Influencer plan within{" "}
              {REFERRAL_EXPIRY_DAYS} days.
            </li>
            <li>
              On a paid plan, your free month is added to your current billing period; on Free, it
              is added when you subscribe.
            </li>
            <li>Self-referrals and duplicate accounts earn no reward.</li>
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}
