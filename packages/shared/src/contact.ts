import { z } from "./zod.js";

/**
 * The contact form: `POST /api/contact` (validated, stored, mailed to the support address with
 * Reply-To the sender, rate-limited per client address) and `GET /api/contact/details`.
 */

export const CONTACT_SUBJECTS = [
  "general",
  "support",
  "billing",
  "partnership",
  "feedback",
] as const;
export const contactSubjectSchema = z.enum(CONTACT_SUBJECTS, {
  error: "Please choose a subject.",
});
export type ContactSubject = z.infer<typeof contactSubjectSchema>;

/** How each subject reads in the form and in the mail to support. */
export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  general: "General inquiry",
  support: "Technical support",
  billing: "Billing",
  partnership: "Partnership",
  feedback: "Feedback",
};

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/** Messages one client address may send per hour. */
export const CONTACT_HOURLY_LIMIT = 5;

export const CONTACT_MESSAGES = {
  sent: "Thank you! Your message has been sent. We'll reply to your email as soon as we can.",
  invalidEmail: "Please enter a valid email address.",
} as const;

/** Email: trimmed, then an address pattern (same message for both). */
export const emailAddressSchema = z
  .string({ error: CONTACT_MESSAGES.invalidEmail })
  .trim()
  .max(254, CONTACT_MESSAGES.invalidEmail)
  .pipe(z.email({ error: CONTACT_MESSAGES.invalidEmail }));

// Names end up in a mail subject: control characters (line breaks included) are refused.
const nameSchema = (label: string, capitalised: string) =>
  z
    .string({ error: `Please enter your ${label}.` })
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(
      CONTACT_NAME_MAX_LENGTH,
      `${capitalised} must be at most ${CONTACT_NAME_MAX_LENGTH} characters.`,
    )
    .regex(/^\P{Cc}*$/u, `${capitalised} cannot contain line breaks or control characters.`);

export const contactRequestSchema = z.object({
  first_name: nameSchema("first name", "First name"),
  last_name: nameSchema("last name", "Last name"),
  email: emailAddressSchema,
  subject: contactSubjectSchema,
  message: z
    .string({ error: "Please enter a message." })
    .trim()
    .min(
      CONTACT_MESSAGE_MIN_LENGTH,
      `Please write a message of at least ${CONTACT_MESSAGE_MIN_LENGTH} characters.`,
    )
    .max(CONTACT_MESSAGE_MAX_LENGTH, "Your message can be at most 5,000 characters."),
  /** Honeypot, hidden from people: a filled one is answered as a success and dropped. */
  website: z.string().optional(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** `GET /api/contact/details`: the support address the page shows. */
export const contactDetailsSchema = z.object({ email: z.string() });
export type ContactDetails = z.infer<typeof contactDetailsSchema>;
