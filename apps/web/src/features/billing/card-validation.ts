import {
  type CardField,
  LOCAL_TEST_CARDS,
  type LocalPaymentRequest,
  validateLocalPayment,
} from "@commentlens/shared";
import type { ApiError } from "../../lib/api-client";

export type CardErrors = Partial<Record<CardField, string>>;

const FIELDS: CardField[] = ["card_number", "expiry", "cvc", "name"];
/** Passes every check, so one field at a time can be put in its place and checked. */
const VALID: LocalPaymentRequest = {
  card_number: LOCAL_TEST_CARDS.success,
  expiry: "12/99",
  cvc: "123",
  name: "Valid",
};

/** "4242424242424242" → "4242 4242 4242 4242", as the number is typed (19 digits at most). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "1230" → "12/30": the slash comes by itself once the month is typed. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * Every field's problem at once, in the words the server uses: the shared check answers only
 * the first problem, so each field is checked beside known-good others.
 */
export function validateCard(card: LocalPaymentRequest, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  for (const field of FIELDS) {
    const problem = validateLocalPayment({ ...VALID, [field]: card[field] }, now);
    if (problem) errors[field] = problem.message;
  }
  return errors;
}

/** A 400 names the field in `details`; its message then belongs under that field. */
export function fieldErrorsFrom(error: ApiError): CardErrors {
  const field = FIELDS.find((name) => name === error.details);
  return field && error.serverMessage ? { [field]: error.serverMessage } : {};
}
