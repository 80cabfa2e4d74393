import type { ChangeEvent } from "react";
import { FormField } from "./ui/form-field";
import { Input } from "./ui/input";

/** The problems of a new password and its confirmation, each under its field. */
export interface PasswordErrors {
  password?: string;
  confirm?: string;
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
