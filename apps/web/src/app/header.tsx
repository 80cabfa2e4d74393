import { mainNavRoutes, matchRoute } from "@commentlens/shared";
import { clsx } from "clsx";
import { Gift, LogOut, Menu, Settings, X } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { LogoMark } from "../components/logo";
import { badgeVariants } from "../components/ui/badge-variants";
import { buttonVariants } from "../components/ui/button-variants";
import { Avatar } from "../features/auth/avatar";
import { useAuth } from "../lib/session/session";

// Radix's dropdown is only needed once someone is signed in: keep it off the landing chunk.
const UserMenu = lazy(async () => {
  const { UserMenu } = await import("../features/auth/user-menu");
  return { default: UserMenu };
});

const links: ReadonlyArray<{ path: string; label: string }> = mainNavRoutes();
/**
 * Signed in, the bar starts with the user's own pages (Dashboard, then Agency once
 * its page is in the route table), and Pricing reads "Upgrade", or "Billing" (their
 * subscription's page) for someone already on the top plan, who has nothing to upgrade to.
 */
function signedInLinks(onTopPlan: boolean): ReadonlyArray<{ path: string; label: string }> {
  const pricing = onTopPlan
    ? { path: "/account?tab=subscription", label: "Billing" }
    : { path: "/pricing", label: "Upgrade" };
  return [
    { path: "/dashboard", label: "Dashboard" },
    ...(matchRoute("/agency") ? [{ path: "/agency", label: "Agency" }] : []),
    ...links.map((link) => (link.path === "/pricing" ? pricing : link)),
  ];
}

// Signed in only: whether the plan is the top one (the bar then says "Billing"), in its own chunk.
const TopPlanProbe = lazy(async () => {
  const { TopPlanProbe } = await import("../features/billing/top-plan-probe");
  return { default: TopPlanProbe };
});

function navLinkClasses({ isActive }: { isActive: boolean }): string {
  return clsx(
    "inline-flex h-9 items-center rounded-control px-2.5 text-sm font-medium transition-colors xl:px-3",
    isActive
      ? "bg-primary-subtle text-primary-text"
      : "text-muted-foreground hover:bg-secondary hover:text-foreground",
  );
}

function mobileLinkClasses({ isActive }: { isActive: boolean }): string {
  return clsx(
    "flex h-11 items-center rounded-control px-3 text-base font-medium transition-colors",
    isActive ? "bg-primary-subtle text-primary-text" : "text-foreground hover:bg-secondary",
  );
}

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user, loading, signOut } = useAuth();
  const [topPlan, setTopPlan] = useState<{ userId: string; onTop: boolean } | null>(null);
  const onTopPlan = user !== null && topPlan?.userId === user.id && topPlan.onTop;
  const planPage = /^\/(pricing|billing|account)/.test(pathname);
  const navLinks = user ? signedInLinks(onTopPlan) : links;

  async function onSignOut() {
    setMenuOpen(false);
    await signOut();
    navigate("/");
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu.
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-backdrop-filter:bg-background/80">
      {user ? (
        <Suspense fallback={null}>
          <TopPlanProbe
            userId={user.id}
            planPage={planPage}
            onChange={(onTop) => setTopPlan({ userId: user.id, onTop })}
          />
        </Suspense>
      ) : null}
      <div className="mx-auto flex h-16 max-w-content items-center justify-between gap-4 px-4 sm:px-6">
        <div className="flex items-center gap-3">
          <Link
            to="/"
            className="-m-1 flex items-center gap-2.5 rounded-control p-1 text-lg font-semibold tracking-tight text-foreground"
          >
            <LogoMark className="size-8" />
            CommentLens
          </Link>
          <span className={badgeVariants({ variant: "brand" })}>Beta</span>
        </div>

        {/*
         * Six links and two buttons need a laptop's width; signed in, the bar holds more links
         * and the account menu, so it waits for a wider screen. Narrower screens use the menu.
         */}
        <div className={clsx("hidden items-center gap-3 xl:gap-4", user ? "xl:flex" : "lg:flex")}>
          <nav aria-label="Main">
            <ul className="flex items-center gap-1">
              {navLinks.map((route) => (
                <li key={route.path}>
                  <NavLink to={route.path} end className={navLinkClasses}>
                    {route.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {loading ? (
            // Holds the place of the account control so the bar does not shift when it appears.
            <span aria-hidden="true" className="inline-block h-10 w-48" />
          ) : user ? (
            <Suspense fallback={<Avatar email={user.email} className="m-1 mr-9" />}>
              <UserMenu email={user.email} onSignOut={() => void onSignOut()} />
            </Suspense>
          ) : (
            <div className="flex items-center gap-2">
              <Link to="/auth" className={buttonVariants({ variant: "ghost", size: "md" })}>
                Sign in
              </Link>
              <Link to="/app" className={buttonVariants({ size: "md" })}>
                Get Started
              </Link>
            </div>
          )}
        </div>

        <button
          ref={toggleRef}
          type="button"
          className={clsx(
            "-mr-2 inline-flex size-11 items-center justify-center rounded-control text-foreground hover:bg-secondary",
            user ? "xl:hidden" : "lg:hidden",
          )}
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>
      </div>

      <div
        id={menuId}
        hidden={!menuOpen}
        className={clsx("border-t border-border", user ? "xl:hidden" : "lg:hidden")}
      >
        <nav aria-label="Main" className="mx-auto max-w-content px-4 py-3 sm:px-6">
          <ul className="flex flex-col gap-1">
            {navLinks.map((route) => (
              <li key={route.path}>
                <NavLink
                  to={route.path}
                  end
                  className={mobileLinkClasses}
                  onClick={() => setMenuOpen(false)}
                >
                  {route.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {loading ? null : (
            <div className="mt-3 border-t border-border pt-3">
              {user ? (
                <>
                  <p className="flex items-center gap-3 px-3 py-2 text-sm text-muted-foreground">
                    <Avatar email={user.email} />
                    <span className="min-w-0 truncate">
                      Signed in as <span className="font-medium text-foreground">{user.email}</span>
                    </span>
                  </p>
                  <NavLink
                    to="/account"
                    end
                    className={(state) => clsx(mobileLinkClasses(state), "gap-2")}
                    onClick={() => setMenuOpen(false)}
                  >
                    <Settings aria-hidden="true" className="size-5 text-muted-foreground" />
                    Account Settings
                  </NavLink>
                  <NavLink
                    to="/invite"
                    end
                    className={(state) => clsx(mobileLinkClasses(state), "gap-2")}
                    onClick={() => setMenuOpen(false)}
                  >
                    <Gift aria-hidden="true" className="size-5 text-muted-foreground" />
                    Invite Friends
                  </NavLink>
                  <button
                    type="button"
                    className="flex h-11 w-full items-center gap-2 rounded-control px-3 text-base font-medium text-foreground hover:bg-secondary"
                    onClick={() => void onSignOut()}
                  >
                    <LogOut aria-hidden="true" className="size-5 text-muted-foreground" />
                    Sign out
                  </button>
                </>
              ) : (
                <div className="flex flex-col gap-2">
                  <NavLink
                    to="/auth"
                    end
                    className={mobileLinkClasses}
                    onClick={() => setMenuOpen(false)}
                  >
                    Sign in
                  </NavLink>
                  <Link
                    to="/app"
                    className={buttonVariants({ size: "lg", className: "w-full" })}
                    onClick={() => setMenuOpen(false)}
                  >
                    Get Started
                  </Link>
                </div>
              )}
            </div>
          )}
        </nav>
      </div>
    </header>
  );
}
