import { matchRoute } from "@commentlens/shared";
import { ShieldCheck } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { Banner } from "../../components/banner";
import { type PasswordErrors, PasswordField } from "../../components/password-field";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { ApiError } from "../../lib/api-client";
import { useAuth, useAuthClient } from "../../lib/session/session";
import { MESSAGES } from "./messages";
import { checkNewPassword } from "./new-password";
import { type SignedUpState, safeRedirect, withConfirmedFlag } from "./redirect";

export type AuthMode = "signIn" | "signUp" | "reset";

const TITLES: Record<AuthMode, string> = {
  signIn: "Sign in to your account",
  signUp: "Create your account",
  reset: "Reset your password",
};

const SUBMIT_LABELS: Record<AuthMode, string> = {
  signIn: "Sign in",
  signUp: "Create Account",
  reset: "Send Reset Email",
};

const INTROS: Record<AuthMode, string> = {
  signIn: "Welcome back to CommentLens.",
  signUp: "Free to start. We will email you a link to confirm your address.",
  reset: "Enter the email of your account and we will send you a link to choose a new password.",
};

/** What the server said, as given, or the generic text for anything else. */
function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : MESSAGES.unexpected;
}

type FieldErrors = PasswordErrors;

export interface AuthPageProps {
  /** Shown above the form, e.g. what a referral link promises. */
  banner?: ReactNode;
  /**
   * Where a new account's confirmation link leads, given the page that asked for the sign-up;
   * the app adds what must survive the round trip through the mailbox.
   */
  confirmationLink?: (returnTo: string) => string;
}

export function AuthPage({ banner, confirmationLink = (returnTo) => returnTo }: AuthPageProps) {
  const client = useAuthClient();
  const { refresh, user, loading } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  // `?mode=signup` opens the create-account form (links that say "Sign up"), `?mode=reset`
  // the "forgot your password" one (after an undone email change).
  const [mode, setMode] = useState<AuthMode>(() =>
    searchParams.get("mode") === "signup"
      ? "signUp"
      : searchParams.get("mode") === "reset"
        ? "reset"
        : "signIn",
  );
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  /** The address a new account's link went to, when the page it came from needs signing in. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const target = safeRedirect(searchParams.get("redirect"));
  // A ref, not state: a second click in the same tick must see the first one already running.
  const submitting = useRef(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const modeChanged = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a mode switch moves focus.
  useEffect(() => {
    // After the user switches mode, put them in the first field of the new form.
    if (modeChanged.current) emailRef.current?.focus();
  }, [mode]);

  function switchMode(next: AuthMode, keepSuccess?: string) {
    modeChanged.current = true;
    setMode(next);
    setEmail("");
    setPassword("");
    setConfirm("");
    setError(null);
    setFieldErrors({});
    setSuccess(keepSuccess ?? null);
  }

  function validate(): FieldErrors {
    return mode === "signUp" ? checkNewPassword(password, confirm) : {};
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    setError(null);
    setSuccess(null);
    const problems = validate();
    setFieldErrors(problems);
    if (problems.password || problems.confirm) return;

    submitting.current = true;
    setBusy(true);
    try {
      if (mode === "signIn") {
        await client.signIn({ email, password });
        await refresh();
        navigate(target, { replace: true });
        return;
      }
      if (mode === "signUp") {
        // The confirmation link brings them back to the page that asked them to sign up.
        await client.signUp({
          email,
          password,
          callbackURL: confirmationLink(withConfirmedFlag(target)),
        });
        setPassword("");
        setConfirm("");
        // Nobody is signed in yet: the link in the mail confirms the address and signs in (so
        // sign-up tells nobody whether the address had an account). Back to the page that
        // asked, with the news, when a visitor may see it; else the news in place of the form.
        const state: SignedUpState = { signedUpAs: email };
        if (matchRoute(target.split("?")[0] ?? "/")?.access === "public")
          navigate(target, { replace: true, state });
        else setSentTo(email);
        return;
      }
      await client.requestPasswordReset({ email, redirectTo: "/auth/reset-password" });
      switchMode("signIn", MESSAGES.resetSent);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  }

  // Someone signed in has no form to fill here: on to where they were going.
  if (!loading && user) return <Navigate to={target} replace />;

  if (sentTo) {
    return (
      <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
        <h1 className="text-center text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
          Check your inbox
        </h1>
        <Card raised className="mt-8">
          <CardContent className="flex flex-col gap-5">
            <Banner tone="success">{MESSAGES.signUpDone(sentTo)}</Banner>
            <Button
              variant="link"
              onClick={() => {
                setSentTo(null);
                switchMode("signUp");
              }}
            >
              Use another address
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      <h1 className="text-center text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
        {TITLES[mode]}
      </h1>
      <p className="mt-2 text-center text-muted-foreground">{INTROS[mode]}</p>

      <Card raised className="mt-8">
        <CardContent className="flex flex-col gap-5">
          {banner}
          {success ? <Banner tone="success">{success}</Banner> : null}
          {error ? <Banner tone="error">{error}</Banner> : null}

          <form className="flex flex-col gap-5" onSubmit={onSubmit} aria-label={TITLES[mode]}>
            <FormField label="Email">
              <Input
                ref={emailRef}
                type="email"
                name="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </FormField>

            {mode !== "reset" ? (
              <PasswordField
                label="Password"
                name="password"
                autoComplete={mode === "signUp" ? "new-password" : "current-password"}
                value={password}
                onChange={setPassword}
                error={fieldErrors.password}
              />
            ) : null}

            {mode === "signUp" ? (
              <PasswordField
                label="Confirm password"
                name="confirm-password"
                autoComplete="new-password"
                value={confirm}
                onChange={setConfirm}
                error={fieldErrors.confirm}
              />
            ) : null}

            {mode === "signIn" ? (
              <Button variant="link" className="-mt-2 self-end" onClick={() => switchMode("reset")}>
                Forgot your password?
              </Button>
            ) : null}

            <Button type="submit" size="lg" className="w-full" loading={busy}>
              {SUBMIT_LABELS[mode]}
            </Button>
          </form>

          <div className="flex flex-col items-center gap-2 text-sm">
            {mode === "signIn" ? (
              <Button variant="link" onClick={() => switchMode("signUp")}>
                Don't have an account? Sign up
              </Button>
            ) : null}
            {mode === "signUp" ? (
              <Button variant="link" onClick={() => switchMode("signIn")}>
                Already have an account? Sign in
              </Button>
            ) : null}
            {mode === "reset" ? (
              <Button variant="link" onClick={() => switchMode("signIn")}>
                Back to sign in
              </Button>
            ) : null}
          </div>
        </CardContent>
      </Card>

      <p className="mt-6 text-center text-sm text-muted-foreground">
        <ShieldCheck aria-hidden="true" className="mr-1.5 inline size-4 align-[-0.2em]" />
        Secure sign-in: passwords are never stored in plain text.
      </p>
    </div>
  );
}
