import type { ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { ConfirmDialog as Confirm } from "../../components/ui/confirm-dialog";

/** A destructive team action behind a confirmation; `onConfirm` answers an error text or null. */
export function ConfirmDialog({
  trigger,
  triggerLabel,
  title,
  description,
  confirmLabel,
  disabled,
  onConfirm,
}: {
  trigger: ReactNode;
  /** The trigger's full name when its text alone is ambiguous ("Remove" whom?). */
  triggerLabel?: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  disabled?: boolean;
  onConfirm(): Promise<string | null>;
}) {
  return (
    <Confirm
      trigger={
        <Button
          variant="outline"
          size="sm"
          disabled={disabled}
          aria-label={triggerLabel}
          className="text-destructive-text"
        >
          {trigger}
        </Button>
      }
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      onConfirm={onConfirm}
    />
  );
}
