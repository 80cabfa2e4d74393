import {
  emailAddressSchema,
  NEWSLETTER_MESSAGES,
  type NewsletterSource,
} from "@commentlens/shared";
import { CircleAlert, CircleCheck, LoaderCircle, MailCheck } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { defaultNewsletterClient, type NewsletterClient } from "./api";
import { subscribeProblem } from "./failures";

const faq = [
  {
    q: "How often will you email me?",
    a: "At most once a week, and only when there is something worth reading: what changed in CommentLens and what is coming next.",
  },
  {
    q: "How do I unsubscribe?",
    a: "Every email has an unsubscribe link. It opens a page with one button; press it and you will not hear from us again.",
  },
  {
    q: "Why do I have to confirm my address?",
    a: "So nobody can sign you up without your consent. Until you open the link we email you, your address gets nothing else from us.",
  },
  {
    q: "What do you do with my address?",
    a: "We use it to send this newsletter and nothing else. We do not sell or share it.",
  },
];

/** The sign-up form; `source` tells the server where it was shown. */
export function NewsletterForm({
  client = defaultNewsletterClient,
  source = "newsletter_page",
}: {
  client?: NewsletterClient;
  source?: NewsletterSource;
}) {
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const submitting = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    setBanner(null);
    const parsed = emailAddressSchema.safeParse(email);
    if (!parsed.success) {
      setFieldError(NEWSLETTER_MESSAGES.invalidEmail);
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    submitting.current = true;
    setBusy(true);
    try {
      const response = await client.subscribe({ email: parsed.data, source });
      if (response?.success === true && response.message) setDone(response.message);
      else setBanner(NEWSLETTER_MESSAGES.fallback);
    } catch (error) {
      const problem = subscribeProblem(error);
      if (problem.field) {
        setFieldError(problem.message);
        inputRef.current?.focus();
      } else {
        setBanner(problem.message);
      }
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div role="status" className="flex items-start gap-3">
        <MailCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-status-success-text" />
        <p ref={doneRef} tabIndex={-1} className="font-medium text-foreground focus:outline-none">
          {done}
        </p>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label="Newsletter sign-up"
      className="flex flex-col gap-4"
      onSubmit={onSubmit}
    >
      {banner ? (
        <div
          role="alert"
          className="flex items-start gap-2.5 rounded-control bg-status-failed-subtle px-3.5 py-3 text-sm font-medium text-status-failed-text"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>{banner}</p>
        </div>
      ) : null}
      <FormField label="Email" error={fieldError ?? undefined}>
        <Input
          ref={inputRef}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (fieldError) setFieldError(null);
          }}
        />
      </FormField>
      <Button
        type="submit"
        size="lg"
        disabled={busy || email.trim() === ""}
        aria-busy={busy || undefined}
      >
        {busy ? (
          <>
            <LoaderCircle aria-hidden="true" className="animate-spin" />
            Subscribing...
          </>
        ) : (
          "Subscribe"
        )}
      </Button>
      <p className="text-sm text-muted-foreground">
        We email you a link to confirm first. Unsubscribe with one click, anytime.
      </p>
    </form>
  );
}

const perks = [
  "What changed in the analysis and the report, as it ships",
  "New features to try while CommentLens is in beta",
  "Short notes on reading your audience from its comments",
];

export function NewsletterPage({
  client = defaultNewsletterClient,
}: {
  client?: NewsletterClient;
}) {
  return (
    <div className="mx-auto max-w-content px-4 py-12 sm:px-6 sm:py-16">
      <div className="grid items-start gap-10 lg:grid-cols-2 lg:gap-16">
        <header>
          <p className="text-sm font-semibold text-primary-text">Beta waitlist</p>
          <h1 className="mt-3 text-balance text-3xl font-semibold tracking-tight text-foreground sm:text-4xl">
            Hear first what is new in CommentLens
          </h1>
          <p className="mt-5 text-pretty text-lg text-muted-foreground">
            CommentLens is in beta and changes often. Join the waitlist newsletter and we will tell
            you when something lands that helps you read your audience.
          </p>
          <ul className="mt-6 flex flex-col gap-3">
            {perks.map((perk) => (
              <li key={perk} className="flex gap-3 text-foreground">
                <CircleCheck
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-primary-text"
                />
                {perk}
              </li>
            ))}
          </ul>
        </header>
        <Card raised>
          <CardContent>
            <h2 className="text-lg font-semibold text-foreground">Join the waitlist</h2>
            <div className="mt-4">
              <NewsletterForm client={client} />
            </div>
          </CardContent>
        </Card>
      </div>

      <section aria-labelledby="newsletter-faq-title" className="mt-16 max-w-3xl">
        <h2
          id="newsletter-faq-title"
          className="text-2xl font-semibold tracking-tight text-foreground"
        >
          Questions
        </h2>
        <dl className="mt-6 flex flex-col gap-6">
          {faq.map((item) => (
            <div key={item.q}>
              <dt className="font-semibold text-foreground">{item.q}</dt>
              <dd className="mt-1 text-muted-foreground">{item.a}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
