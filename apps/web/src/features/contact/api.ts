import type { ContactDetails, ContactRequest, ContactResponse } from "@commentlens/shared";

/** The contact endpoints. Pages take a `ContactClient`, so tests hand them a fake one. */
export interface ContactClient {
  send(request: ContactRequest): Promise<ContactResponse>;
  details(signal?: AbortSignal): Promise<ContactDetails>;
}

export type ContactField = "first_name" | "last_name" | "email" | "subject" | "message";
export const CONTACT_FIELDS: readonly ContactField[] = [
  "first_name",
  "last_name",
  "email",
  "subject",
  "message",
];

/** What the server answered instead of success: its message, and per-field messages of a 400. */
export class ContactError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: Partial<Record<ContactField, string>>;

  constructor(
    message: string,
    status: number,
    code?: string,
    fields: Partial<Record<ContactField, string>> = {},
  ) {
    super(message);
    this.name = "ContactError";
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export const CONTACT_NETWORK_ERROR =
  "Could not reach the server. Check your connection and try again.";
export const CONTACT_UNEXPECTED_ERROR = "An unexpected error occurred. Please try again.";

/**
 * A 400 names its problems as "field: message; field: message" (the API's error handler);
 * each goes under its field, the rest stays in the banner.
 */
export function fieldErrorsOf(details: string | undefined): Partial<Record<ContactField, string>> {
  const fields: Partial<Record<ContactField, string>> = {};
  for (const part of details?.split("; ") ?? []) {
    const match = /^([a-z_]+): (.+)$/.exec(part);
    const field = match?.[1] as ContactField | undefined;
    if (field && match?.[2] && CONTACT_FIELDS.includes(field) && !fields[field]) {
      fields[field] = match[2];
    }
  }
  return fields;
}

async function errorOf(response: Response): Promise<ContactError> {
  try {
    const body = (await response.json()) as { error?: unknown; code?: unknown; details?: unknown };
    if (typeof body.error === "string" && body.error) {
      const details = typeof body.details === "string" ? body.details : undefined;
      const fields = response.status === 400 ? fieldErrorsOf(details ?? body.error) : {};
      const message = body.error.replace(/^[a-z_]+: /, "");
      const code = typeof body.code === "string" ? body.code : undefined;
      return new ContactError(message, response.status, code, fields);
    }
  } catch {
    // Not JSON (a proxy's error page): the generic message below.
  }
  return new ContactError(CONTACT_UNEXPECTED_ERROR, response.status);
}

async function call<T>(path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin", ...init });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ContactError(CONTACT_NETWORK_ERROR, 0);
  }
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as T;
}

export function createContactClient(): ContactClient {
  return {
    send: (request) =>
      call("/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(request),
      }),
    details: (signal) => call("/api/contact/details", { signal }),
  };
}
