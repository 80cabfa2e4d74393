import {
  REFERRAL_COPIED_MS,
  REFERRAL_MESSAGES,
  REFERRAL_SHARE_POPUP,
  type Referral,
  type ReferralStats,
  referralFriendLabel,
  referralLink,
  referralRewardLabel,
  referralStatusLabel,
} from "@commentlens/shared";
import { Check, Copy, Gift, Mail, Share2, UserPlus, Users } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { Banner } from "../../components/banner";
import { Badge, type BadgeVariant } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { buttonVariants } from "../../components/ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Skeleton } from "../../components/ui/skeleton";
import { useReferralsClient } from "./client-context";
import { ReferralRewardsNote } from "./referral-rewards-note";
import { formatReferralDate, useLoad } from "./use-load";

const pageClasses = "mx-auto w-full max-w-content px-4 py-10 sm:px-6 sm:py-14";

/** Copies text: the Clipboard API, else the older select-and-copy way; false if neither works. */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Refused (no permission, not a secure context): try the fallback below.
  }
  try {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    const copied = document.execCommand("copy");
    area.remove();
    return copied;
  } catch {
    return false;
  }
}

/** Opens a share dialog in a 600×400 popup. */
export function openSharePopup(url: string): void {
  const { width, height } = REFERRAL_SHARE_POPUP;
  const left = Math.max(0, Math.round((window.screen.width - width) / 2));
  const top = Math.max(0, Math.round((window.screen.height - height) / 2));
  window.open(
    url,
    "commentlens-share",
    `width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`,
  );
}

export interface InvitePageProps {
  /** Injected in tests; the real clipboard and popups otherwise. */
  copy?: (text: string) => Promise<boolean>;
  share?: (url: string) => void;
}

/** /invite: 'Invite Friends & Earn Rewards', for signed-in users only. */
export function InvitePage({ copy = copyToClipboard, share = openSharePopup }: InvitePageProps) {
  const client = useReferralsClient();
  const load = useCallback(
    async (signal: AbortSignal) => {
      const [stats, list] = await Promise.all([client.stats(signal), client.list(signal)]);
      return { stats, list };
    },
    [client],
  );
  const { data, error, reload } = useLoad(load);

  return (
    <div className={pageClasses}>
      <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
        Invite Friends &amp; Earn Rewards
      </h1>
      <p className="mt-2 max-w-reading text-muted-foreground">
        Share your link. When a friend signs up with it and subscribes to Influencer, you both get 1
        month free.
      </p>
      {error ? (
        <Banner tone="error" className="mt-8">
          {REFERRAL_MESSAGES.loadFailed}.{" "}
          <Button variant="link" className="text-inherit underline" onClick={reload}>
            Try again
          </Button>
        </Banner>
      ) : data ? (
        <div className="mt-8 flex flex-col gap-8">
          <StatTiles stats={data.stats} />
          <ShareCard code={data.stats.referral_code} copy={copy} share={share} />
          <ReferralRewardsNote />
          <HowItWorks />
          <History referrals={data.list} />
        </div>
      ) : (
        <InviteBodySkeleton />
      )}
    </div>
  );
}

function StatTiles({ stats }: { stats: ReferralStats }) {
  const tiles: Array<{ label: string; value: number; icon: ReactNode }> = [
    {
      label: "Total Referrals",
      value: stats.total_referrals,
      icon: <Users aria-hidden="true" className="size-5" />,
    },
    {
      label: "Pending",
      value: stats.pending_referrals,
      icon: <UserPlus aria-hidden="true" className="size-5" />,
    },
    {
      label: "Successful",
      value: stats.successful_referrals,
      icon: <Check aria-hidden="true" className="size-5" />,
    },
    {
      label: "Months Earned",
      value: stats.total_reward_months,
      icon: <Gift aria-hidden="true" className="size-5" />,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {tiles.map((tile) => (
        <div
          key={tile.label}
          className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4 sm:p-5"
        >
          <dt className="flex items-center gap-2 text-sm text-muted-foreground">
            <span className="text-primary-text">{tile.icon}</span>
            {tile.label}
          </dt>
          <dd className="text-2xl font-semibold tabular-nums text-foreground sm:text-3xl">
            {tile.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ShareCard({
  code,
  copy,
  share,
}: {
  code: string;
  copy: (text: string) => Promise<boolean>;
  share: (url: string) => void;
}) {
  const link = referralLink(window.location.origin, code);
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copyState, setCopyState] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function onCopy() {
    const copied = await copy(link);
    window.clearTimeout(timer.current);
    if (!copied) {
      // Neither way worked: select the link so the keyboard shortcut copies it.
      field.current?.select();
      setCopyState("failed");
      return;
    }
    setCopyState("copied");
    timer.current = window.setTimeout(() => setCopyState("idle"), REFERRAL_COPIED_MS);
  }

  const text =
    "I use CommentLens to see what my audience says in my Instagram comments. Sign up with my link and we both get 1 month free when you upgrade to Influencer:";
  const email = `mailto:?subject=${encodeURIComponent(
    "Get 1 month free of CommentLens Influencer",
  )}&body=${encodeURIComponent(`Hi,\n\n${text}\n${link}\n`)}`;
  const targets = [
    {
      label: "Twitter",
      url: `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(link)}`,
    },
    {
      label: "Facebook",
      url: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
    },
    {
      label: "LinkedIn",
      url: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(link)}`,
    },
  ];

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-snug">Your referral link</h2>
        <CardDescription>Anyone who signs up with it is linked to you.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor={fieldId} className="sr-only">
            Your referral link
          </label>
          <Input
            id={fieldId}
            ref={field}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-sm"
          />
          <Button onClick={() => void onCopy()} className="sm:w-36">
            {copyState === "copied" ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copyState === "copied" ? "Copied!" : "Copy Link"}
          </Button>
        </div>
        <p aria-live="polite" className="sr-only">
          {copyState === "copied" ? "Link copied to the clipboard" : ""}
        </p>
        {copyState === "failed" ? (
          <p role="alert" className="text-sm text-status-failed-text">
            Could not copy automatically: the link is selected, press Ctrl+C (⌘C on a Mac) to copy
            it.
          </p>
        ) : null}
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Share your link</legend>
          <a href={email} className={buttonVariants({ variant: "outline" })}>
            <Mail aria-hidden="true" />
            Email
          </a>
          {targets.map((target) => (
            <Button key={target.label} variant="outline" onClick={() => share(target.url)}>
              <Share2 aria-hidden="true" />
              {target.label}
            </Button>
          ))}
        </fieldset>
      </CardContent>
    </Card>
  );
}

function HowItWorks() {
  const steps = [
    { title: "Share your link", text: "Send it by email or post it where your friends are." },
    {
      title: "Your friend subscribes",
      text: "They sign up with your link and buy an Influencer subscription.",
    },
    {
      title: "You both get 1 month free",
      text: "Added within 24 hours of their first successful payment.",
    },
  ];
  return (
    <section aria-labelledby="how-it-works-title">
      <h2 id="how-it-works-title" className="text-lg font-semibold text-foreground">
        How It Works
      </h2>
      <ol className="mt-4 grid gap-3 sm:grid-cols-3 sm:gap-4">
        {steps.map((step, i) => (
          <li key={step.title} className="flex gap-3 rounded-card border border-border p-4">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-subtle text-sm font-semibold text-primary-text"
            >
              {i + 1}
            </span>
            <div>
              <h3 className="font-medium text-foreground">{step.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

const STATUS_VARIANTS: Record<string, BadgeVariant> = {
  pending: "in-progress",
  subscription_created: "brand",
  reward_granted: "completed",
  expired: "other",
  fraud_detected: "failed",
};

function History({ referrals }: { referrals: Referral[] }) {
  return (
    <section aria-labelledby="referral-history-title" className="flex flex-col gap-4">
      <h2 id="referral-history-title" className="text-lg font-semibold text-foreground">
        Referral History
      </h2>
      {referrals.length === 0 ? (
        <p className="rounded-card border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
          No referrals yet
        </p>
      ) : (
        <>
          {/* A phone gets one card per friend; four columns do not fit its width. */}
          <ul className="flex flex-col divide-y divide-border rounded-card border border-border sm:hidden">
            {referrals.map((r) => (
              <li key={r.id} className="flex flex-col gap-1.5 px-4 py-3 text-sm">
                <div className="flex items-center justify-between gap-3">
                  <span className="font-mono text-foreground">
                    {referralFriendLabel(r.referred_user_id)}
                  </span>
                  <Badge variant={STATUS_VARIANTS[r.status] ?? "outline"}>
                    {referralStatusLabel(r.status)}
                  </Badge>
                </div>
                <p className="text-muted-foreground">
                  Referred {formatReferralDate(r.referred_at)} · Reward:{" "}
                  {referralRewardLabel(r.status)}
                </p>
              </li>
            ))}
          </ul>
          <div className="relative hidden overflow-x-auto rounded-card border border-border sm:block">
            <table className="w-full text-left text-sm">
              <thead className="bg-surface-muted text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2.5 font-medium sm:px-4">
                    Friend
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-medium sm:px-4">
                    Referred Date
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-medium sm:px-4">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-medium sm:px-4">
                    Reward
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {referrals.map((r) => (
                  <tr key={r.id}>
                    <td className="whitespace-nowrap px-3 py-3 font-mono text-foreground sm:px-4">
                      {referralFriendLabel(r.referred_user_id)}
                    </td>
                    <td className="whitespace-nowrap px-3 py-3 text-foreground sm:px-4">
                      {formatReferralDate(r.referred_at)}
                    </td>
                    <td className="px-3 py-3 sm:px-4">
                      <Badge variant={STATUS_VARIANTS[r.status] ?? "outline"}>
                        {referralStatusLabel(r.status)}
                      </Badge>
                    </td>
                    <td className="whitespace-nowrap px-3 py-3 text-foreground sm:px-4">
                      {referralRewardLabel(r.status)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

function InviteBodySkeleton() {
  return (
    <div className="mt-8 flex flex-col gap-8">
      <p role="status" className="sr-only">
        Loading your referrals...
      </p>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24 rounded-card" />
        ))}
      </div>
      <Skeleton className="h-48 w-full rounded-card" />
      <Skeleton className="h-32 w-full rounded-card" />
    </div>
  );
}

export function InviteSkeleton() {
  return (
    <div className={pageClasses}>
      <Skeleton className="h-9 w-80 max-w-full" />
      <Skeleton className="mt-3 h-5 w-full max-w-lg" />
      <InviteBodySkeleton />
    </div>
  );
}
