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
            path: "app",
            lazy: async () => {
              const { AppPage } = await import("../features/analysis/app-page");
              return { Component: AppPage };
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
            path: "dashboard",
            lazy: async () => {
              const { DashboardPage } = await import("../features/analysis/dashboard-page");
              return { Component: DashboardPage };
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
