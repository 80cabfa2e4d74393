import { useEffect } from "react";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { Banner } from "../../components/banner";
import { useAuth } from "../../lib/session/session";
import { ACCOUNT_MESSAGES } from "./messages";

export const ACCOUNT_DELETED_PATH = "/account/deleted";

/** How long the deletion message stays before the page goes home. */
export const DELETED_REDIRECT_MS = 3000;

const pageClasses = "mx-auto w-full max-w-reading px-4 py-10 sm:px-6 sm:py-14";

/**
 * /account/deleted: where the account settings go once the server has deleted the account.
 * The server has ended the session too; this page forgets it here, says so, and goes home.
 * Opened any other way (no deletion just now), it goes home at once.
 */
export function AccountDeletedPage() {
  const { state } = useLocation();
  const justDeleted = (state as { deleted?: unknown } | null)?.deleted === true;
  if (!justDeleted) return <Navigate to="/" replace />;
  return <AccountDeleted />;
}

function AccountDeleted() {
  const navigate = useNavigate();
  const { signOut } = useAuth();
  useEffect(() => {
    void signOut();
  }, [signOut]);
  useEffect(() => {
    const timer = window.setTimeout(() => navigate("/", { replace: true }), DELETED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <div className={pageClasses}>
      <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
        Account deleted
      </h1>
      <Banner tone="success" className="mt-6">
        {ACCOUNT_MESSAGES.deleted}
      </Banner>
      <p className="mt-4 text-sm text-muted-foreground">
        We sent a confirmation to the account's email address.
      </p>
      <Link
        to="/"
        className="mt-4 inline-block text-sm font-medium text-primary-text underline-offset-4 hover:underline"
      >
        Go to the home page now
      </Link>
    </div>
  );
}
