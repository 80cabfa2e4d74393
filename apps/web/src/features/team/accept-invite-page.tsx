import type { TeamView } from "@commentlens/shared";
import { LogOut, Users } from "lucide-react";
import { useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Banner } from "../../components/banner";
import { Button } from "../../components/ui/button";
import { buttonVariants } from "../../components/ui/button-variants";
import { ApiError, serverMessageOr } from "../../lib/api-client";
import { useAuth } from "../../lib/session/session";
import { useTeamClient } from "./client-context";
import { TEAM_TEXTS } from "./messages";

const pageClasses = "mx-auto w-full max-w-md px-4 py-12 text-center sm:py-20";

type State =
  | { kind: "idle" }
  | { kind: "joined"; team: TeamView }
  | { kind: "failed"; message: string; code: string | undefined };

/**
 * /team/accept?token=… — the link of an invitation mail, behind sign-in (a new invitee creates
 * their account first, from the sign-in prompt). One click accepts, if the account's address is
 * the invited one.
 */
export function AcceptInvitePage() {
  const client = useTeamClient();
  const { user, signOut } = useAuth();
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const [state, setState] = useState<State>({ kind: "idle" });
  const [busy, setBusy] = useState(false);
  const accepting = useRef(false);

  async function accept() {
    if (accepting.current) return;
    accepting.current = true;
    setBusy(true);
    try {
      setState({ kind: "joined", team: await client.accept(token) });
    } catch (caught) {
      setState({
        kind: "failed",
        message: serverMessageOr(caught, TEAM_TEXTS.acceptFailed),
        code: caught instanceof ApiError ? caught.code : undefined,
      });
    } finally {
      accepting.current = false;
      setBusy(false);
    }
  }

  if (state.kind === "joined") {
    return (
      <div className={pageClasses}>
        <TeamIcon />
        <h1 className="mt-5 text-2xl font-semibold tracking-tight text-foreground">
          Welcome to the team
        </h1>
        <Banner tone="success" className="mt-6 text-left">
          {TEAM_TEXTS.joined(state.team.owner_email, state.team.role)}
        </Banner>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link to="/app" className={buttonVariants({ size: "lg" })}>
            Analyze a post
          </Link>
          <Link
            to="/account?tab=team"
            className={buttonVariants({ size: "lg", variant: "outline" })}
          >
            See your team
          </Link>
        </div>
      </div>
    );
  }

  const mismatch = state.kind === "failed" && state.code === "TEAM_EMAIL_MISMATCH";
  const inTeam = state.kind === "failed" && state.code === "TEAM_ALREADY_IN_TEAM";
  // Only a failure another click could fix leaves the button in place.
  const retryable = state.kind === "idle" || (state.kind === "failed" && !state.code);

  return (
    <div className={pageClasses}>
      <TeamIcon />
      <h1 className="mt-5 text-2xl font-semibold tracking-tight text-foreground">Join a team</h1>
      <p className="mt-2 text-muted-foreground">
        You were invited to an Agency team on CommentLens. As a member you share the team's plan:
        unlimited post analyses.
      </p>
      <p className="mt-4 text-sm text-muted-foreground">
        Signed in as <span className="break-all font-medium text-foreground">{user?.email}</span>
      </p>
      {!token ? (
        <Banner tone="error" className="mt-6 text-left">
          {TEAM_TEXTS.missingToken}
        </Banner>
      ) : null}
      {state.kind === "failed" ? (
        <Banner tone="error" className="mt-6 text-left">
          {state.message}
        </Banner>
      ) : null}
      <div className="mt-8 flex flex-col items-center gap-3">
        {token && retryable ? (
          <Button size="lg" loading={busy} onClick={() => void accept()}>
            Accept invitation
          </Button>
        ) : null}
        {mismatch ? (
          // Signing out brings the guard back, whose sign-in returns to this link.
          <Button size="lg" variant="outline" onClick={() => void signOut()}>
            <LogOut aria-hidden="true" />
            Sign out to switch account
          </Button>
        ) : null}
        {inTeam ? (
          <Link
            to="/account?tab=team"
            className={buttonVariants({ size: "lg", variant: "outline" })}
          >
            See your team
          </Link>
        ) : null}
        <Link
          to="/app"
          className="text-sm font-medium text-primary-text underline-offset-4 hover:underline"
        >
          {state.kind === "idle" && token ? "Not now" : "Go to the app"}
        </Link>
      </div>
    </div>
  );
}

function TeamIcon() {
  return (
    <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary-subtle text-primary-text">
      <Users aria-hidden="true" className="size-6" />
    </span>
  );
}
