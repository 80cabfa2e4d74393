import type { PasswordErrors } from "../../components/password-field";
import { MESSAGES, MIN_PASSWORD_LENGTH } from "./messages";

/** The checks on a new password and its confirmation, mismatch first. */
export function checkNewPassword(password: string, confirm: string): PasswordErrors {
  if (password !== confirm) return { confirm: MESSAGES.mismatch };
  if (password.length < MIN_PASSWORD_LENGTH) return { password: MESSAGES.tooShort };
  return {};
}
