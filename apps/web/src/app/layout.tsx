import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { ToasterHost } from "../components/ui/toaster-host";
import { ConfirmEmailBanner } from "../features/auth/confirm-email-banner";
import { HeadManager } from "../lib/head-manager";
import { usePageLoading } from "../lib/lazy-page";
import { AuthProvider } from "../lib/session/session";
import { Footer } from "./footer";
import { useHashAddressRedirect } from "./hash-redirect";
import { Header } from "./header";
import { ReferralClaim } from "./referral-claim";
import { RouteErrorBoundary } from "./route-error";
import { RouteFallback } from "./route-fallback";
import { ScrollToTop } from "./scroll-to-top";

/** A thin bar while the next page's code loads, so a slow network never looks like a dead click. */
function NavigationProgress() {
  if (!usePageLoading()) return null;
  return (
    <div
      aria-hidden="true"
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-primary-subtle"
    >
      <div className="h-full w-2/5 bg-primary motion-safe:animate-indeterminate motion-reduce:w-full" />
    </div>
  );
}

export function Layout() {
  // A failed page is forgotten on the next navigation.
  const { pathname } = useLocation();
  useHashAddressRedirect();
  return (
    <AuthProvider>
      <ReferralClaim>
        <div className="flex min-h-dvh flex-col">
          <a
            href="#main"
            className="fixed top-3 left-3 z-50 -translate-y-[200%] rounded-control bg-primary px-4 py-2 font-medium text-primary-foreground shadow-raised focus:translate-y-0"
          >
            Skip to content
          </a>
          <HeadManager />
          <ScrollToTop />
          <NavigationProgress />
          <Header />
          <ConfirmEmailBanner />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            <RouteErrorBoundary key={pathname}>
              <Suspense fallback={<RouteFallback />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          </main>
          <Footer />
          <ToasterHost />
        </div>
      </ReferralClaim>
    </AuthProvider>
  );
}
