import { LockKeyhole } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "../components/ui/button-variants";
import { Skeleton } from "../components/ui/skeleton";
import { useAuth } from "./session";

/**
 * The sign-in page, set to come back to `returnTo` (a path with its query) afterwards. "/" is
 * left readable in the query; everything else that could end the value is encoded.
 */
export function signInPath(returnTo: string): string {
  return `/auth?redirect=${encodeURIComponent(returnTo).replaceAll("%2F", "/")}`;
}

/** The same, opening the form in its create-account mode. */
export function signUpPath(returnTo: string): string {
  return `${signInPath(returnTo)}&mode=signup`;
}

export interface RequireAuthProps {
  /** Heading of the sign-in prompt, saying what signing in gives, e.g. "Sign in to see your analyses". */
  title: string;
  /** The prompt's one sentence under the heading. */
  description?: string;
  /** Shown while the session is looked up; a page-shaped skeleton avoids a jump when it ends. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Guards a page that needs a signed-in user:
 * a skeleton while the session is looked up, a sign-in prompt in place of the page when
 * signed out (its link comes back here, query included), the page itself otherwise.
 *
 *   <RequireAuth title="Sign in to see your analyses">
 *     <Dashboard />
 *   </RequireAuth>
 *
 * The children render only for a signed-in user, so they may read `useAuth().user` as set.
 * It only decides what to show: the API checks the session on every call regardless.
 */
export function RequireAuth({
  title,
  description = "This page is part of your CommentLens account. Sign in to continue.",
  fallback,
  children,
}: RequireAuthProps) {
  const { user, loading } = useAuth();
  const { pathname, search } = useLocation();

  if (loading) return fallback ?? <PageSkeleton />;
  if (!user) {
    return (
      <div className="mx-auto w-full max-w-md px-4 py-16 text-center sm:py-24">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary-subtle text-primary-text">
          <LockKeyhole aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="mt-2 text-muted-foreground">{description}</p>
        <Link
          to={signInPath(pathname + search)}
          className={buttonVariants({ size: "lg", className: "mt-8" })}
        >
          Sign in
        </Link>
      </div>
    );
  }
  return children;
}

/** A neutral page outline for guards without a page-shaped fallback. */
function PageSkeleton() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <p role="status" className="sr-only">
        Checking your sign-in...
      </p>
      <Skeleton className="h-9 w-2/3 max-w-sm" />
      <Skeleton className="mt-3 h-5 w-full max-w-md" />
      <Skeleton className="mt-10 h-48 w-full rounded-card" />
    </div>
  );
}
