import { MAX_SEATS } from "@commentlens/shared";
import { Minus, Plus } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";

/** A `?seats=` value or typed text as a seat count, or undefined when it is not 1–100. */
export function parseSeats(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,3}$/.test(value.trim())) return undefined;
  const seats = Number(value.trim());
  return seats >= 1 && seats <= MAX_SEATS ? seats : undefined;
}

/**
 * Agency seats, 1 to MAX_SEATS: typed, or stepped with the buttons. The parent only ever gets
 * a valid count; a draft out of range is flagged and put back when the field is left.
 */
export function SeatsField({
  seats,
  onChange,
  disabled,
}: {
  seats: number;
  onChange(seats: number): void;
  disabled?: boolean;
}) {
  const id = useId();
  const [draft, setDraft] = useState(String(seats));
  const invalid = parseSeats(draft) === undefined;

  function set(next: number) {
    setDraft(String(next));
    onChange(next);
  }

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Seats</Label>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label="Remove a seat"
          disabled={disabled || seats <= 1}
          onClick={() => set(seats - 1)}
        >
          <Minus aria-hidden="true" />
        </Button>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_SEATS}
          value={draft}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint`}
          className="w-20 text-center tabular-nums"
          onChange={(event) => {
            setDraft(event.target.value);
            const next = parseSeats(event.target.value);
            if (next !== undefined) onChange(next);
          }}
          onBlur={() => setDraft(String(seats))}
        />
        <Button
          variant="outline"
          size="icon"
          aria-label="Add a seat"
          disabled={disabled || seats >= MAX_SEATS}
          onClick={() => set(seats + 1)}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
      <p
        id={`${id}-hint`}
        className={
          invalid ? "text-sm font-medium text-destructive-text" : "text-sm text-muted-foreground"
        }
      >
        {invalid
          ? `Choose between 1 and ${MAX_SEATS} seats.`
          : `One seat per team member, up to ${MAX_SEATS}.`}
      </p>
    </div>
  );
}
