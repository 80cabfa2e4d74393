import type { ContactDetails, ContactRequest, ContactResponse } from "@commentlens/shared";
import { ApiError, createApiClient, NETWORK_ERROR_MESSAGE, textOf } from "../../lib/api-client";

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

/** The per-field messages of a form the server refused (a 400), each for its field. */
export function refusedFields(error: unknown): Partial<Record<ContactField, string>> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  return fieldErrorsOf(typeof error.details === "string" ? error.details : undefined);
}

const api = createApiClient({
  networkMessage: NETWORK_ERROR_MESSAGE,
  unexpectedMessage: () => CONTACT_UNEXPECTED_ERROR,
  // The banner shows the message without the field name the server puts before it.
  serverMessageOf: (body) => textOf(body.error)?.replace(/^[a-z_]+: /, ""),
  // The field list, or the message itself when it names the one field at fault.
  detailsOf: (body) => textOf(body.details) ?? textOf(body.error),
});

export function createContactClient(): ContactClient {
  return {
    send: (request) => api.request("/api/contact", { method: "POST", json: request }),
    details: (signal) => api.request("/api/contact/details", { signal }),
  };
}
