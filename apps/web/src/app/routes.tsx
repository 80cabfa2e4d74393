import { routes } from "@commentlens/shared";
import type { ComponentType } from "react";
import { Route, Routes } from "react-router";
import { LandingPage } from "../features/marketing/landing-page";
import { lazyPage } from "../lib/lazy-page";
import { Layout } from "./layout";
import type { RequireAuthProps } from "./require-auth";

/*
 * The site's pages. The landing page is bundled with the shell so "/" paints without a second
 * request; every other page is its own chunk. Declarative routes (no data router): the data
 * APIs would add about 17 KB gzip to every first visit, and pages load their own data.
 *
 * Which pages need a signed-in visitor is the shared route table's word: `protectedPage` wraps
 * exactly those in the sign-in guard, with the table's prompt, and pages never guard themselves.
 */

interface ProtectedModule {
  page: ComponentType;
  /** The page's outline while the session is looked up, so nothing jumps when it answers. */
  skeleton?: ComponentType;
}

/**
 * `Page` behind the sign-in guard, with the prompt of the table's protected route `path`. The
 * guard comes with the page's chunk: the landing page, bundled with the shell, needs none of
 * it (nor the class-name merging and skeletons it draws with).
 */
function guarded(
  path: string,
  RequireAuth: ComponentType<RequireAuthProps>,
  Page: ComponentType,
  Skeleton?: ComponentType,
) {
  const route = routes.find((candidate) => candidate.path === path);
  if (route?.access !== "protected") throw new Error(`${path} is no protected route`);
  const prompt = route.signIn;
  return function GuardedPage() {
    return (
      <RequireAuth prompt={prompt} fallback={Skeleton ? <Skeleton /> : undefined}>
        <Page />
      </RequireAuth>
    );
  };
}

/** A page of a protected route of the table, loaded as its own chunk, behind the guard. */
function protectedPage(path: string, load: () => Promise<ProtectedModule>): ComponentType {
  return lazyPage(async () => {
    const [{ page, skeleton }, { RequireAuth }] = await Promise.all([
      load(),
      import("./require-auth"),
    ]);
    return guarded(path, RequireAuth, page, skeleton);
  });
}

const HowItWorksPage = lazyPage(
  async () => (await import("../features/marketing/how-it-works-page")).HowItWorksPage,
);
const DemoPage = lazyPage(
  async () => (await import("../features/analyses/demo/demo-page")).DemoPage,
);
const AboutPage = lazyPage(async () => (await import("../features/about/about-page")).AboutPage);
const ContactPage = lazyPage(
  async () => (await import("../features/contact/contact-page")).ContactPage,
);
const NewsletterPage = lazyPage(
  async () => (await import("../features/newsletter/newsletter-page")).NewsletterPage,
);
const NewsletterConfirmPage = lazyPage(
  async () => (await import("../features/newsletter/confirm-page")).ConfirmPage,
);
const UnsubscribePage = lazyPage(
  async () => (await import("../features/newsletter/unsubscribe-page")).UnsubscribePage,
);
const AlertsUnsubscribePage = lazyPage(
  async () => (await import("../features/analyses/alerts-unsubscribe-page")).AlertsUnsubscribePage,
);
const AppPage = lazyPage(async () => {
  const [{ AppPage }, { ReferralLanding }] = await Promise.all([
    import("../features/analyses/app-page"),
    import("../features/referrals/referral-landing"),
  ]);
  // Referral links land here (`/app?ref=CODE`): the invitation shows above the page.
  return () => (
    <>
      <ReferralLanding />
      <AppPage />
    </>
  );
});
const PricingPage = lazyPage(
  async () => (await import("../features/billing/pricing-page")).PricingPage,
);
const CheckoutPage = protectedPage("/billing/checkout/:id", async () => {
  const { CheckoutPage, CheckoutSkeleton } = await import("../features/billing/checkout-page");
  return { page: CheckoutPage, skeleton: CheckoutSkeleton };
});
const PortalPage = protectedPage("/billing/portal", async () => {
  const { PortalPage, PortalSkeleton } = await import("../features/billing/portal-page");
  return { page: PortalPage, skeleton: PortalSkeleton };
});
const AcceptInvitePage = protectedPage("/team/accept", async () => {
  const { AcceptInvitePage } = await import("../features/team/accept-invite-page");
  return { page: AcceptInvitePage };
});
const DashboardPage = protectedPage("/dashboard", async () => {
  const { DashboardPage, DashboardSkeleton } = await import("../features/analyses/dashboard-page");
  return { page: DashboardPage, skeleton: DashboardSkeleton };
});
const AgencyPage = protectedPage("/agency", async () => {
  const { AgencyPage, AgencySkeleton } = await import("../features/agency/agency-page");
  return { page: AgencyPage, skeleton: AgencySkeleton };
});
const ProfileAnalysisPage = protectedPage("/agency/:id", async () => {
  const { ProfileAnalysisPage, DetailSkeleton } = await import(
    "../features/agency/detail/profile-analysis-page"
  );
  return { page: ProfileAnalysisPage, skeleton: DetailSkeleton };
});
const InvitePage = protectedPage("/invite", async () => {
  const { InvitePage, InviteSkeleton } = await import("../features/referrals/invite-page");
  return { page: InvitePage, skeleton: InviteSkeleton };
});
const AccountPage = protectedPage("/account", async () => {
  const { AccountPage, AccountSkeleton } = await import("./pages/account-page");
  return { page: AccountPage, skeleton: AccountSkeleton };
});
const AccountDeletedPage = lazyPage(
  async () => (await import("../features/account/account-deleted-page")).AccountDeletedPage,
);
const EmailChangePage = lazyPage(
  async () => (await import("../features/account/email-change-page")).EmailChangePage,
);
const SignInPage = lazyPage(async () => (await import("./pages/sign-in-page")).SignInPage);
const ResetPasswordPage = lazyPage(
  async () => (await import("../features/auth/reset-password-page")).ResetPasswordPage,
);
const BlogPage = lazyPage(async () => {
  const [{ BlogPage }, { BlogSignUp }] = await Promise.all([
    import("../features/blog/blog-page"),
    import("./blog-sign-up"),
  ]);
  // The blog's subscribe block signs up through the newsletter.
  return () => (
    <BlogSignUp>
      <BlogPage />
    </BlogSignUp>
  );
});
const BlogArticlePage = lazyPage(async () => {
  const [{ BlogArticlePage }, { NotFoundPage }] = await Promise.all([
    import("../features/blog/article-page"),
    import("../features/not-found/not-found-page"),
  ]);
  // An unknown slug is the site's 404 page (the server answers it with HTTP 404).
  return () => <BlogArticlePage notFound={<NotFoundPage />} />;
});
const HelpPage = lazyPage(async () => (await import("../features/help/help-page")).HelpPage);
const PrivacyPage = lazyPage(
  async () => (await import("../features/legal/privacy-page")).PrivacyPage,
);
const TermsPage = lazyPage(async () => (await import("../features/legal/terms-page")).TermsPage);
const MethodologyPage = lazyPage(
  async () => (await import("../features/legal/methodology-page")).MethodologyPage,
);
const SharedReportPage = lazyPage(
  async () => (await import("./pages/shared-report-page")).SharedReportPage,
);
const NotFoundPage = lazyPage(
  async () => (await import("../features/not-found/not-found-page")).NotFoundPage,
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<LandingPage />} />
        <Route path="how-it-works" element={<HowItWorksPage />} />
        <Route path="demo" element={<DemoPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="newsletter" element={<NewsletterPage />} />
        <Route path="newsletter/confirm" element={<NewsletterConfirmPage />} />
        <Route path="newsletter/unsubscribe" element={<UnsubscribePage />} />
        <Route path="alerts/unsubscribe" element={<AlertsUnsubscribePage />} />
        <Route path="app" element={<AppPage />} />
        <Route path="pricing" element={<PricingPage />} />
        <Route path="r/:token" element={<SharedReportPage />} />
        <Route path="billing/checkout/:id" element={<CheckoutPage />} />
        <Route path="billing/portal" element={<PortalPage />} />
        <Route path="team/accept" element={<AcceptInvitePage />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="agency" element={<AgencyPage />} />
        <Route path="agency/:id" element={<ProfileAnalysisPage />} />
        <Route path="invite" element={<InvitePage />} />
        <Route path="account" element={<AccountPage />} />
        <Route path="account/email" element={<EmailChangePage />} />
        <Route path="account/deleted" element={<AccountDeletedPage />} />
        <Route path="auth" element={<SignInPage />} />
        <Route path="auth/reset-password" element={<ResetPasswordPage />} />
        <Route path="blog" element={<BlogPage />} />
        <Route path="blog/:slug" element={<BlogArticlePage />} />
        {/* Any other help address shows the help index. */}
        <Route path="help/*" element={<HelpPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="methodology" element={<MethodologyPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
