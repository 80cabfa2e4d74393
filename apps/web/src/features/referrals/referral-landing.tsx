import { REFERRAL_MESSAGES } from "@commentlens/shared";
import { Gift } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { Banner } from "../../components/banner";
import { buttonVariants } from "../../components/ui/button-variants";
import { useAuth } from "../../lib/session/session";
import { signUpPath } from "../../lib/session/sign-in-path";
import { useReferralOutcome } from "./referral-outcome";
import { referralCodeFrom } from "./storage";
import { referralProblem, useReferralCheck } from "./use-referral-check";

/**
 * Above the analysis screen, where a referral link lands (`/app?ref=CODE`): a signed-out
 * visitor with a valid code is invited to create their account (the code is kept for it), one
 * with a code that is not valid is told so, as on the sign-in page; a signed-in friend sees
 * how their referral was processed.
 */
export function ReferralLanding() {
  const { user, loading } = useAuth();
  const referral = useReferralOutcome();
  const [params] = useSearchParams();
  const raw = params.get("ref");
  const code = referralCodeFrom(raw);
  const check = useReferralCheck(!loading && !user ? code : null);

  if (referral && user) {
    return (
      <Frame>
        <Banner tone={referral.success ? "success" : "error"}>{referral.message}</Banner>
      </Frame>
    );
  }
  if (user || loading) return null;
  const problem = referralProblem(raw, code, check);
  if (problem) {
    return (
      <Frame>
        <Banner tone="error">{problem}</Banner>
      </Frame>
    );
  }
  if (check !== "valid" || !code) return null;
  return (
    <Frame>
      <section
        aria-labelledby="referral-invite-title"
        className="flex flex-col gap-4 rounded-card border border-primary/40 bg-primary-subtle/40 p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex items-start gap-3">
          <Gift aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-text" />
          <div>
            <h2 id="referral-invite-title" className="font-semibold text-foreground">
              A friend invited you to CommentLens
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{REFERRAL_MESSAGES.validCode}</p>
          </div>
        </div>
        <Link
          to={`${signUpPath("/app")}&ref=${code}`}
          className={buttonVariants({ className: "self-start sm:self-auto" })}
        >
          Create your free account
        </Link>
      </section>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-content px-4 pt-6 sm:px-6 sm:pt-8">{children}</div>;
}
