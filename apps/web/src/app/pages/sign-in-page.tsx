import { AuthPage } from "../../features/auth/auth-page";
import { ReferralBanner } from "../../features/referrals/referral-banner";
import { storedReferralCode, withReferral } from "../../features/referrals/storage";

/**
 * /auth: the sign-in form, with what a referral link promises above it. A new account's
 * confirmation link carries the referral code along, in case it opens where the code was not
 * kept (another browser, a private window).
 */
export function SignInPage() {
  return (
    <AuthPage
      banner={<ReferralBanner />}
      confirmationLink={(returnTo) => withReferral(returnTo, storedReferralCode())}
    />
  );
}
