import { type FormEvent, useRef, useState } from "react";
import { Banner } from "../../components/banner";
import { type PasswordErrors, PasswordField } from "../../components/password-field";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { serverMessageOr } from "../../lib/api-client";
import { useAuthClient } from "../../lib/session/session";
import { ACCOUNT_MESSAGES, checkPasswordChange } from "./messages";
import { isStaleSession, SignInAgainBanner } from "./sign-in-again";

type Result =
  | { kind: "success" }
  | { kind: "error"; text: string }
  /** The sign-in is too old for this change: the message comes with a way to renew it. */
  | { kind: "stale"; text: string };

/**
 * New password and its confirmation only: the server accepts that from a recent
 * sign-in and signs every other device out (ADR 0006).
 */
export function PasswordSettings({ email }: { email: string }) {
  const client = useAuthClient();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [fieldErrors, setFieldErrors] = useState<PasswordErrors>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const submitting = useRef(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    setResult(null);
    const problems = checkPasswordChange(password, confirm);
    setFieldErrors(problems);
    if (problems.password || problems.confirm) return;

    submitting.current = true;
    setBusy(true);
    try {
      await client.changePassword({ newPassword: password });
      setPassword("");
      setConfirm("");
      setResult({ kind: "success" });
    } catch (caught) {
      const text = serverMessageOr(caught, ACCOUNT_MESSAGES.passwordFailed);
      setResult({ kind: isStaleSession(caught) ? "stale" : "error", text });
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-snug">Change password</h2>
        <CardDescription>
          At least 6 characters. Changing it signs you out on every other device.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-4" onSubmit={onSubmit} aria-label="Change password">
          {/* Tells password managers whose password this is; never shown. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={email}
            readOnly
            hidden
          />
          <PasswordField
            label="New password"
            name="new-password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            error={fieldErrors.password}
          />
          <PasswordField
            label="Confirm new password"
            name="confirm-password"
            autoComplete="new-password"
            value={confirm}
            onChange={setConfirm}
            error={fieldErrors.confirm}
          />
          {result?.kind === "success" ? (
            <Banner tone="success">{ACCOUNT_MESSAGES.passwordUpdated}</Banner>
          ) : null}
          {result?.kind === "error" ? <Banner tone="error">{result.text}</Banner> : null}
          {result?.kind === "stale" ? <SignInAgainBanner text={result.text} /> : null}
          <Button type="submit" className="self-start" loading={busy}>
            Update Password
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
