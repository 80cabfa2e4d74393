import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_SUBJECT_LABELS,
  CONTACT_SUBJECTS,
  type ContactDetails,
  type ContactSubject,
  contactRequestSchema,
  matchRoute,
} from "@commentlens/shared";
import { CircleAlert, CircleCheck, LoaderCircle, Mail } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { FormField } from "../../components/ui/form-field";
import { fieldClasses, Input } from "../../components/ui/input";
import { Skeleton } from "../../components/ui/skeleton";
import { Textarea } from "../../components/ui/textarea";
import { ApiError } from "../../lib/api-client";
import { cn } from "../../lib/cn";
import {
  CONTACT_FIELDS,
  CONTACT_UNEXPECTED_ERROR,
  type ContactClient,
  type ContactField,
  createContactClient,
  refusedFields,
} from "./api";

interface Values {
  first_name: string;
  last_name: string;
  email: string;
  subject: ContactSubject;
  message: string;
  /** Honeypot: people never see it, so it stays empty. */
  website: string;
}

const EMPTY: Values = {
  first_name: "",
  last_name: "",
  email: "",
  subject: "general",
  message: "",
  website: "",
};

type FieldErrors = Partial<Record<ContactField, string>>;

/** The shared schema's messages, first one per field. */
export function validateContact(values: Values): FieldErrors {
  const parsed = contactRequestSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField;
    if (CONTACT_FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

const defaultClient = createContactClient();

function ContactDetailsPanel({ client }: { client: ContactClient }) {
  const [state, setState] = useState<
    { status: "loading" } | { status: "ready"; details: ContactDetails } | { status: "error" }
  >({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    client.details(controller.signal).then(
      (details) => setState({ status: "ready", details }),
      () => {
        if (!controller.signal.aborted) setState({ status: "error" });
      },
    );
    return () => controller.abort();
  }, [client]);

  const help = matchRoute("/help");
  return (
    <aside aria-labelledby="contact-details-title" className="flex flex-col gap-6">
      <div>
        <h2 id="contact-details-title" className="text-lg font-semibold text-foreground">
          Email us directly
        </h2>
        <div className="mt-3 min-h-6">
          {state.status === "loading" ? (
            <Skeleton className="h-6 w-56" />
          ) : state.status === "ready" ? (
            <a
              href={`mailto:${state.details.email}`}
              className="inline-flex items-center gap-2 rounded-control font-medium break-all text-primary-text underline-offset-4 hover:underline"
            >
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {state.details.email}
            </a>
          ) : (
            <p className="text-sm text-muted-foreground">
              The address could not be loaded; the form reaches the same inbox.
            </p>
          )}
        </div>
        <p className="mt-3 text-sm text-muted-foreground">
          The form and the address reach the same people. We reply to the email address you give us.
        </p>
      </div>
      {help ? (
        <div>
          <h2 className="text-lg font-semibold text-foreground">Looking for a quick answer?</h2>
          <p className="mt-2 text-sm text-muted-foreground">
            The{" "}
            <Link
              to={help.path}
              className="rounded-control font-medium text-primary-text underline-offset-4 hover:underline"
            >
              Help Center
            </Link>{" "}
            covers getting started, reports, billing and troubleshooting.
          </p>
        </div>
      ) : null}
    </aside>
  );
}

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one form whose fields share their validation state
export function ContactPage({ client = defaultClient }: { client?: ContactClient }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  // A ref, not state: a second click in the same tick must see the first one running.
  const submitting = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const honeypotId = useId();

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  function update<K extends keyof Values>(field: K, value: Values[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field has an error, it clears (or changes) as the user fixes it.
    if (field !== "website" && errors[field as ContactField]) {
      setErrors((current) => ({
        ...current,
        [field]: validateContact(next)[field as ContactField],
      }));
    }
  }

  function focusFirstError(found: FieldErrors) {
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    setBanner(null);
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    submitting.current = true;
    setSending(true);
    try {
      const response = await client.send(values);
      setSent(response.message);
      setValues(EMPTY);
      setErrors({});
    } catch (error) {
      const fields = refusedFields(error);
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        focusFirstError(fields);
      } else {
        setBanner(error instanceof ApiError ? error.message : CONTACT_UNEXPECTED_ERROR);
        requestAnimationFrame(() => bannerRef.current?.focus());
      }
    } finally {
      submitting.current = false;
      setSending(false);
    }
  }

  return (
    <div className="mx-auto max-w-content px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-semibold tracking-tight text-foreground sm:text-4xl">
          Contact us
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">
          A question about a report, your plan or a partnership, or feedback on the beta: write to
          us and we will answer by email.
        </p>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-16">
        <Card>
          <CardContent>
            {sent ? (
              <div role="status" className="flex flex-col items-start gap-4 py-4">
                <CircleCheck aria-hidden="true" className="size-8 text-status-success-text" />
                <h2
                  ref={sentRef}
                  tabIndex={-1}
                  className="text-lg font-semibold text-foreground focus:outline-none"
                >
                  Message sent
                </h2>
                <p className="text-foreground">{sent}</p>
                <Button variant="outline" onClick={() => setSent(null)}>
                  Send another message
                </Button>
              </div>
            ) : (
              <form
                ref={formRef}
                noValidate
                aria-label="Contact form"
                className="relative flex flex-col gap-5"
                onSubmit={onSubmit}
              >
                {banner ? (
                  <div
                    ref={bannerRef}
                    role="alert"
                    tabIndex={-1}
                    className="flex items-start gap-2.5 rounded-control bg-status-failed-subtle px-3.5 py-3 text-sm font-medium text-status-failed-text focus:outline-none"
                  >
                    <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    <p>{banner}</p>
                  </div>
                ) : null}

                <div className="grid gap-5 sm:grid-cols-2">
                  <FormField label="First name" error={errors.first_name}>
                    <Input
                      name="first_name"
                      autoComplete="given-name"
                      required
                      value={values.first_name}
                      onChange={(e) => update("first_name", e.target.value)}
                    />
                  </FormField>
                  <FormField label="Last name" error={errors.last_name}>
                    <Input
                      name="last_name"
                      autoComplete="family-name"
                      required
                      value={values.last_name}
                      onChange={(e) => update("last_name", e.target.value)}
                    />
                  </FormField>
                </div>

                <FormField label="Email" error={errors.email}>
                  <Input
                    type="email"
                    name="email"
                    autoComplete="email"
                    required
                    value={values.email}
                    onChange={(e) => update("email", e.target.value)}
                  />
                </FormField>

                <FormField label="Subject" error={errors.subject}>
                  <select
                    name="subject"
                    required
                    value={values.subject}
                    onChange={(e) => update("subject", e.target.value as ContactSubject)}
                    className={cn(fieldClasses, "h-10 px-3")}
                  >
                    {CONTACT_SUBJECTS.map((subject) => (
                      <option key={subject} value={subject}>
                        {CONTACT_SUBJECT_LABELS[subject]}
                      </option>
                    ))}
                  </select>
                </FormField>

                <FormField
                  label="Message"
                  error={errors.message}
                  hint={`At least ${CONTACT_MESSAGE_MIN_LENGTH} characters.`}
                >
                  <Textarea
                    name="message"
                    rows={6}
                    required
                    maxLength={CONTACT_MESSAGE_MAX_LENGTH}
                    value={values.message}
                    onChange={(e) => update("message", e.target.value)}
                  />
                </FormField>

                {/* Honeypot for bots: off screen, out of the tab order and the accessibility tree. */}
                <div
                  aria-hidden="true"
                  className="absolute -left-[10000px] top-0 size-px overflow-hidden"
                >
                  <label htmlFor={honeypotId}>Leave this field empty</label>
                  <input
                    id={honeypotId}
                    type="text"
                    name="website"
                    tabIndex={-1}
                    autoComplete="off"
                    value={values.website}
                    onChange={(e) => update("website", e.target.value)}
                  />
                </div>

                <Button
                  type="submit"
                  size="lg"
                  className="self-start"
                  disabled={sending}
                  aria-busy={sending || undefined}
                >
                  {sending ? (
                    <>
                      <LoaderCircle aria-hidden="true" className="animate-spin" />
                      Sending...
                    </>
                  ) : (
                    "Send Message"
                  )}
                </Button>
              </form>
            )}
          </CardContent>
        </Card>

        <ContactDetailsPanel client={client} />
      </div>
    </div>
  );
}
