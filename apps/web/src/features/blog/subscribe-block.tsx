import { CircleAlert, CircleCheck, Mail } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { isEmailAddress, SUBSCRIBE_MESSAGES, useNewsletterClient } from "./newsletter-client";

type Outcome = { tone: "success" | "error"; text: string } | undefined;

/** The blog's newsletter sign-up, posting to `POST /api/newsletter` as source "blog". */
export function SubscribeBlock() {
  const client = useNewsletterClient();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const id = useId();
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    if (!isEmailAddress(address)) {
      setInvalid(true);
      setOutcome(undefined);
      return;
    }
    setInvalid(false);
    setBusy(true);
    setOutcome(undefined);
    try {
      const { message } = await client.subscribe(address);
      setOutcome({ tone: "success", text: message });
      setEmail("");
    } catch (error) {
      setOutcome({
        tone: "error",
        text: error instanceof Error && error.message ? error.message : SUBSCRIBE_MESSAGES.failed,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-card border border-border bg-surface-muted p-6 sm:p-8 lg:grid lg:grid-cols-2 lg:items-start lg:gap-12"
    >
      <div className="flex items-start gap-4">
        <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-primary-subtle text-primary-text sm:flex">
          <Mail aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight text-foreground">
            Get new articles by email
          </h2>
          <p className="mt-2 text-muted-foreground">
            One email when a new article is out, plus CommentLens beta news. Confirm once, leave
            with one click.
          </p>
        </div>
      </div>
      <div className="mt-5 lg:mt-0">
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <Label htmlFor={inputId}>Email address</Label>
          <div className="mt-1.5 flex flex-col gap-3 sm:flex-row">
            <Input
              id={inputId}
              type="email"
              name="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                setInvalid(false);
              }}
            />
            <Button type="submit" loading={busy} disabled={email.trim() === ""}>
              Subscribe
            </Button>
          </div>
          {invalid ? (
            <p id={errorId} className="mt-2 text-sm font-medium text-destructive-text">
              {SUBSCRIBE_MESSAGES.invalidEmail}
            </p>
          ) : null}
        </form>
        <div aria-live="polite">
          {outcome ? (
            <p
              className={
                outcome.tone === "success"
                  ? "mt-4 flex items-start gap-2 rounded-control bg-status-success-subtle px-3.5 py-3 text-sm font-medium text-status-success-text"
                  : "mt-4 flex items-start gap-2 rounded-control bg-status-failed-subtle px-3.5 py-3 text-sm font-medium text-status-failed-text"
              }
            >
              {outcome.tone === "success" ? (
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              ) : (
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              )}
              {outcome.text}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
