import { parsePostUrl } from "@commentlens/shared";
import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";

export const URL_PLACEHOLDER = "https://www.instagram.com/p/DeuGrzTl6DY/";

export interface UrlFormProps {
  value: string;
  onChange(value: string): void;
  /** Called with the trimmed link once it passes the post/reel link check. */
  onSubmit(url: string): void;
  busy: boolean;
  /** An error about the link that the server gave (same wording as the inline check). */
  serverError?: string | null;
  /** Every press of the button, valid or not (the page clears older errors). */
  onAttempt?(): void;
}

/** The one URL field and Analyze Post button; the link is checked before any request. */
export function UrlForm({ value, onChange, onSubmit, busy, serverError, onAttempt }: UrlFormProps) {
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    onAttempt?.();
    const parsed = parsePostUrl(value);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setError(null);
    onSubmit(value.trim());
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Analyze a post" className="flex flex-col gap-2">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField
          label="Instagram post or reel URL"
          error={error ?? serverError ?? undefined}
          className="min-w-0 flex-1"
        >
          <Input
            // Text, not url: browsers strip a url field's blanks, hiding the "empty" message.
            type="text"
            name="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder={`e.g. ${URL_PLACEHOLDER}`}
            value={value}
            onChange={(event) => {
              onChange(event.target.value);
              if (error) setError(null);
            }}
          />
        </FormField>
        <Button
          type="submit"
          loading={busy}
          // Only a truly empty field disables it, so blanks still get the empty-link message.
          disabled={value.length === 0}
          className="sm:mt-6.5 sm:min-w-36"
        >
          <Search aria-hidden="true" />
          Analyze Post
        </Button>
      </div>
    </form>
  );
}
