import type { SignInPrompt } from "@commentlens/shared";
import { LockKeyhole } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "../components/ui/button-variants";
import { Skeleton } from "../components/ui/skeleton";
import { useAuth } from "../lib/session/session";
import { signInPath, signUpPath } from "../lib/session/sign-in-path";

export interface RequireAuthProps {
  /** What the visitor is told in place of the page, from the route table. */
  prompt: SignInPrompt;
  /** Shown while the session is looked up; a page-shaped skeleton avoids a jump when it ends. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Guards a page that needs a signed-in user:
 * a skeleton while the session is looked up, a sign-in prompt in place of the page when
 * signed out (its link comes back here, query included), the page itself otherwise.
 *
 *   <RequireAuth prompt={route.signIn}>
 *     <Dashboard />
 *   </RequireAuth>
 *
 * Only the route table puts it around pages (a protected route there is guarded, nothing else).
 *
 * The children render only for a signed-in user, so they may read `useAuth().user` as set.
 * It only decides what to show: the API checks the session on every call regardless.
 */
export function RequireAuth({ prompt, fallback, children }: RequireAuthProps) {
  const { user, loading } = useAuth();
  const { pathname, search } = useLocation();

  if (loading) return fallback ?? <PageSkeleton />;
  if (!user) {
    return (
      <div className="mx-auto w-full max-w-md px-4 py-16 text-center sm:py-24">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary-subtle text-primary-text">
          <LockKeyhole aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight text-foreground">
          {prompt.title}
        </h1>
        <p className="mt-2 text-muted-foreground">{prompt.description}</p>
        <Link
          to={signInPath(pathname + search)}
          className={buttonVariants({ size: "lg", className: "mt-8" })}
        >
          Sign in
        </Link>
        {prompt.signUp ? (
          // Offered where most visitors have no account yet (an invitation).
          <p className="mt-6 text-sm text-muted-foreground">
            New to CommentLens?{" "}
            <Link
              to={signUpPath(pathname + search)}
              className="font-medium text-primary-text underline-offset-4 hover:underline"
            >
              Create an account
            </Link>{" "}
            {prompt.signUp}.
          </p>
        ) : null}
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
