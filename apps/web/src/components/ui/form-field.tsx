import { Slot } from "radix-ui";
import { type ReactElement, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";
import { Label } from "./label";

export interface FormFieldProps {
  label: ReactNode;
  /** The control: an Input, Textarea, Select trigger or any element that takes an id. */
  children: ReactElement;
  /** Error text shown under the field; marks the control invalid while set. */
  error?: ReactNode;
  /** Help text shown under the label, read out with the control. */
  hint?: ReactNode;
  /** Shows "(optional)" beside the label. */
  optional?: boolean;
  /** Id of the control; generated when omitted. */
  id?: string;
  className?: string;
}

/** Label above, hint under the label, error under the control, all wired for assistive tech. */
export function FormField({
  label,
  children,
  error,
  hint,
  optional = false,
  id,
  className,
}: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;

  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={controlId}>
        {label}
        {optional ? <span className="font-normal text-muted-foreground"> (optional)</span> : null}
      </Label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <Slot.Root
        id={controlId}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      >
        {children}
      </Slot.Root>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive-text">
          {error}
        </p>
      ) : null}
    </div>
  );
}
