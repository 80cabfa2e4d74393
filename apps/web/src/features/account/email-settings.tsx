import { type FormEvent, useRef, useState } from "react";
import { Banner } from "../../components/banner";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { serverMessageOr } from "../../lib/api-client";
import { useAuthClient } from "../../lib/session/session";
import { ACCOUNT_MESSAGES } from "./messages";
import { isStaleSession, SignInAgainBanner } from "./sign-in-again";

type Result =
  | { kind: "success"; text: string }
  | { kind: "error"; text: string }
  /** The sign-in is too old for this change: the message comes with a way to renew it. */
  | { kind: "stale"; text: string };

/**
 * The current email (read-only) and a form to change it. The server asks for a
 * recent sign-in and mails the approval to the current address first (ADR 0015).
 */
export function EmailSettings({ email }: { email: string }) {
  const client = useAuthClient();
  const [newEmail, setNewEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  // A ref, not state: a second click in the same tick must see the first one already running.
  const submitting = useRef(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = newEmail.trim();
    if (submitting.current || !wanted) return;
    submitting.current = true;
    setBusy(true);
    setResult(null);
    try {
      const { sentTo } = await client.changeEmail({ newEmail: wanted });
      setNewEmail("");
      setResult({ kind: "success", text: ACCOUNT_MESSAGES.emailSent(sentTo) });
    } catch (caught) {
      const text = serverMessageOr(caught, ACCOUNT_MESSAGES.emailFailed);
      setResult({ kind: isStaleSession(caught) ? "stale" : "error", text });
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-snug">Email address</h2>
        <CardDescription>
          Your current address approves a change first, then the new address confirms it. For your
          security, this needs a sign-in from the last 24 hours.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <FormField label="Current email">
          <Input type="email" value={email} readOnly className="bg-surface-muted" />
        </FormField>
        <form className="flex flex-col gap-4" onSubmit={onSubmit} aria-label="Update email">
          <FormField label="New email">
            <Input
              type="email"
              name="new-email"
              autoComplete="email"
              required
              value={newEmail}
              onChange={(event) => setNewEmail(event.target.value)}
            />
          </FormField>
          {result?.kind === "success" ? <Banner tone="success">{result.text}</Banner> : null}
          {result?.kind === "error" ? <Banner tone="error">{result.text}</Banner> : null}
          {result?.kind === "stale" ? <SignInAgainBanner text={result.text} /> : null}
          <Button type="submit" className="self-start" loading={busy}>
            Update Email
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
