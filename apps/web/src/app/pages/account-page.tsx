import { CreditCard, Gift, UserRound, Users } from "lucide-react";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Skeleton } from "../../components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { ACCOUNT_DELETED_PATH } from "../../features/account/account-deleted-page";
import { DangerZone } from "../../features/account/danger-zone";
import { EmailSettings } from "../../features/account/email-settings";
import { PasswordSettings } from "../../features/account/password-settings";
import { SubscriptionSettings } from "../../features/billing/subscription-settings";
import { ReferralRewardsNote } from "../../features/referrals/referral-rewards-note";
import { ReferralsTab } from "../../features/referrals/referrals-tab";
import { TeamSettings } from "../../features/team/team-settings";
import { useTeam } from "../../features/team/use-team";
import { useAuth } from "../../lib/session/session";

const pageClasses = "mx-auto w-full max-w-reading px-4 py-10 sm:px-6 sm:py-14";
// On phones the tabs sit two to a row, so every tab shows without scrolling the list.
const tabListClasses = "max-sm:grid max-sm:w-full max-sm:grid-cols-2";

/**
 * /account: Profile Settings (the account feature), Subscription (billing), Team for Agency
 * owners and team members (team), and Referrals (referrals). `?success=true` (back from
 * checkout) or `?tab=subscription` opens the Subscription tab, `?tab=team` Team,
 * `?tab=referrals` Referrals.
 */
export function AccountPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  // The deletion message has its own page: this one is behind sign-in, and the account is gone.
  const onDeleted = () =>
    navigate(ACCOUNT_DELETED_PATH, { replace: true, state: { deleted: true } });
  const [params] = useSearchParams();
  const [tab, setTab] = useState(() =>
    params.get("success") === "true" || params.get("tab") === "subscription"
      ? "subscription"
      : (["team", "referrals"].find((name) => name === params.get("tab")) ?? "profile"),
  );
  const team = useTeam();
  // Owners and members see the tab; it stays while open, e.g. after leaving the team.
  const showTeam = tab === "team" || (team.data !== undefined && team.data.role !== null);
  if (!user) return null;
  return (
    <div className={pageClasses}>
      <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
        Account Settings
      </h1>
      <p className="mt-2 text-muted-foreground">
        Manage your email, password, subscription and account.
      </p>
      <Tabs value={tab} onValueChange={setTab} className="mt-8">
        <TabsList aria-label="Account sections" className={tabListClasses}>
          <TabsTrigger value="profile">
            <UserRound aria-hidden="true" />
            Profile Settings
          </TabsTrigger>
          <TabsTrigger value="subscription">
            <CreditCard aria-hidden="true" />
            Subscription
          </TabsTrigger>
          {showTeam ? (
            <TabsTrigger value="team">
              <Users aria-hidden="true" />
              Team
            </TabsTrigger>
          ) : null}
          <TabsTrigger value="referrals">
            <Gift aria-hidden="true" />
            Referrals
          </TabsTrigger>
        </TabsList>
        <TabsContent value="profile" className="mt-6 flex flex-col gap-6">
          <EmailSettings email={user.email} />
          <PasswordSettings email={user.email} />
          <DangerZone email={user.email} onDeleted={onDeleted} />
        </TabsContent>
        <TabsContent value="subscription" className="mt-6">
          <SubscriptionSettings />
          {/* Referral months are part of what the subscription gives. */}
          <ReferralRewardsNote className="mt-6" />
        </TabsContent>
        {showTeam ? (
          <TabsContent value="team" className="mt-6">
            <TeamSettings team={team} onManageSeats={() => setTab("subscription")} />
          </TabsContent>
        ) : null}
        <TabsContent value="referrals" className="mt-6">
          <ReferralsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}

export function AccountSkeleton() {
  return (
    <div className={pageClasses}>
      <p role="status" className="sr-only">
        Loading your account...
      </p>
      <Skeleton className="h-9 w-64" />
      <Skeleton className="mt-2 h-6 w-80 max-w-full" />
      <Skeleton className="mt-8 h-10 w-40" />
      <Skeleton className="mt-6 h-88 w-full rounded-card" />
      <Skeleton className="mt-6 h-88 w-full rounded-card" />
    </div>
  );
}
