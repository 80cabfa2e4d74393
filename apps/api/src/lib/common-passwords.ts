import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * Passwords people pick most often (zxcvbn-ts's maintained list of about 49,000, read
 * offline): the first ones an attacker tries, so an account may not use them, whatever their
 * length.
 */

export const COMMON_PASSWORD_MESSAGE =
  "This password is one of the most common ones, which are guessed first. Please choose another.";

let common: Set<string> | undefined;

/** Whether `password` (in any case) is on the list of common passwords. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
