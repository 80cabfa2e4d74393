import { type FormEvent, useRef, useState } from "react";
import { Banner } from "../../components/banner";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { useAuthClient } from "../auth/auth-context";
import { ACCOUNT_MESSAGES, failureMessage } from "./messages";

/** The current email (read-only) and a form to change it by a confirmation mail (spec-2 §2). */
export function EmailSettings({ email }: { email: string }) {
  const client = useAuthClient();
  const [newEmail, setNewEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: "success" | "error"; text: string } | null>(null);
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
      // The link in the mail brings the user back here once the new address is confirmed.
      await client.changeEmail({ newEmail: wanted, callbackURL: "/account" });
      setNewEmail("");
      setResult({ tone: "success", text: ACCOUNT_MESSAGES.emailSent });
    } catch (caught) {
      setResult({ tone: "error", text: failureMessage(caught, ACCOUNT_MESSAGES.emailFailed) });
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
          A new address takes effect once you open the confirmation link we mail to it.
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
          {result ? <Banner tone={result.tone}>{result.text}</Banner> : null}
          <Button type="submit" className="self-start" loading={busy}>
            Update Email
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
