import type { ChangeEvent } from "react";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { MESSAGES, MIN_PASSWORD_LENGTH } from "./messages";

export interface PasswordErrors {
  password?: string;
  confirm?: string;
}

/** The spec's checks on a new password and its confirmation, mismatch first. */
export function checkNewPassword(password: string, confirm: string): PasswordErrors {
  if (password !== confirm) return { confirm: MESSAGES.mismatch };
  if (password.length < MIN_PASSWORD_LENGTH) return { password: MESSAGES.tooShort };
  return {};
}

/** A labelled, required password input with its inline error. */
export function PasswordField(props: {
  label: string;
  name: string;
  autoComplete: "new-password" | "current-password";
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <FormField label={props.label} error={props.error}>
      <Input
        type="password"
        name={props.name}
        autoComplete={props.autoComplete}
        required
        value={props.value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => props.onChange(event.target.value)}
      />
    </FormField>
  );
}
