import type { RouteObject } from "react-router";
import { LandingPage } from "../features/marketing/landing-page";
import { Layout } from "./layout";
import { RouteError } from "./route-error";
import { RouteFallback } from "./route-fallback";

/*
 * The landing page is bundled with the shell so "/" paints without a second request; every
 * other page is its own chunk.
 */
export const routes: RouteObject[] = [
  {
    Component: Layout,
    children: [
      {
        ErrorBoundary: RouteError,
        HydrateFallback: RouteFallback,
        children: [
          { index: true, Component: LandingPage },
          {
            path: "how-it-works",
            lazy: async () => {
              const { HowItWorksPage } = await import("../features/marketing/how-it-works-page");
              return { Component: HowItWorksPage };
            },
          },
          {
            path: "demo",
            lazy: async () => {
              const { DemoPage } = await import("../features/demo/demo-page");
              return { Component: DemoPage };
            },
          },
          {
            path: "about",
            lazy: async () => {
              const { AboutPage } = await import("../features/about/about-page");
              return { Component: AboutPage };
            },
          },
          {
            path: "contact",
            lazy: async () => {
              const { ContactPage } = await import("../features/contact/contact-page");
              return { Component: ContactPage };
            },
          },
          {
            path: "newsletter",
            lazy: async () => {
              const { NewsletterPage } = await import("../features/newsletter/newsletter-page");
              return { Component: NewsletterPage };
            },
          },
          {
            path: "newsletter/confirm",
            lazy: async () => {
              const { ConfirmPage } = await import("../features/newsletter/confirm-page");
              return { Component: ConfirmPage };
            },
          },
          {
            path: "newsletter/unsubscribe",
            lazy: async () => {
              const { UnsubscribePage } = await import("../features/newsletter/unsubscribe-page");
              return { Component: UnsubscribePage };
            },
          },
          {
            path: "app",
            lazy: async () => {
              const [{ AppPage }, { ReferralLanding }] = await Promise.all([
                import("../features/analysis/app-page"),
                import("../features/referrals/referral-landing"),
              ]);
              // Referral links land here (`/app?ref=CODE`): the invitation shows above the page.
              return {
                Component: () => (
                  <>
                    <ReferralLanding />
                    <AppPage />
                  </>
                ),
              };
            },
          },
          {
            path: "pricing",
            lazy: async () => {
              const { PricingPage } = await import("../features/billing/pricing-page");
              return { Component: PricingPage };
            },
          },
          {
            path: "billing/checkout/:id",
            lazy: async () => {
              const { CheckoutPage } = await import("../features/billing/checkout-page");
              return { Component: CheckoutPage };
            },
          },
          {
            path: "billing/portal",
            lazy: async () => {
              const { PortalPage } = await import("../features/billing/portal-page");
              return { Component: PortalPage };
            },
          },
          {
            path: "team/accept",
            lazy: async () => {
              const { AcceptInvitePage } = await import("../features/team/accept-invite-page");
              return { Component: AcceptInvitePage };
            },
          },
          {
            path: "dashboard",
            lazy: async () => {
              const { DashboardPage } = await import("../features/analysis/dashboard-page");
              return { Component: DashboardPage };
            },
          },
          {
            path: "invite",
            lazy: async () => {
              const { InvitePage } = await import("../features/referrals/invite-page");
              return { Component: InvitePage };
            },
          },
          {
            path: "account",
            lazy: async () => {
              const { AccountPage } = await import("../features/account/account-page");
              return { Component: AccountPage };
            },
          },
          {
            path: "auth",
            lazy: async () => {
              const { AuthPage } = await import("../features/auth/auth-page");
              return { Component: AuthPage };
            },
          },
          {
            path: "auth/reset-password",
            lazy: async () => {
              const { ResetPasswordPage } = await import("../features/auth/reset-password-page");
              return { Component: ResetPasswordPage };
            },
          },
          {
            path: "blog",
            lazy: async () => {
              const { BlogPage } = await import("../features/blog/blog-page");
              return { Component: BlogPage };
            },
          },
          {
            path: "blog/:slug",
            lazy: async () => {
              const [{ BlogArticlePage, loadBlogArticle }, { NotFoundPage }] = await Promise.all([
                import("../features/blog/article-page"),
                import("../features/not-found/not-found-page"),
              ]);
              // An unknown slug is the site's 404 page (the server answers it with HTTP 404).
              return {
                loader: loadBlogArticle,
                Component: () => <BlogArticlePage notFound={<NotFoundPage />} />,
              };
            },
          },
          {
            // Any other help address shows the help index (spec-2 §2).
            path: "help/*",
            lazy: async () => {
              const { HelpPage, loadHelpPage } = await import("../features/help/help-page");
              return { loader: loadHelpPage, Component: HelpPage };
            },
          },
          {
            path: "privacy",
            lazy: async () => {
              const { PrivacyPage } = await import("../features/legal/privacy-page");
              return { Component: PrivacyPage };
            },
          },
          {
            path: "terms",
            lazy: async () => {
              const { TermsPage } = await import("../features/legal/terms-page");
              return { Component: TermsPage };
            },
          },
          {
            path: "methodology",
            lazy: async () => {
              const { MethodologyPage } = await import("../features/legal/methodology-page");
              return { Component: MethodologyPage };
            },
          },
          {
            path: "*",
            lazy: async () => {
              const { NotFoundPage } = await import("../features/not-found/not-found-page");
              return { Component: NotFoundPage };
            },
          },
        ],
      },
    ],
  },
];
