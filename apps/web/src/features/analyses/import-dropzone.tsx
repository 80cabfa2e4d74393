import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_COMMENTS,
  IMPORT_OWNER_INVALID,
  IMPORT_OWNER_LABEL,
  parseProfileUrl,
  VISITOR_IMPORT_MAX_COMMENTS,
} from "@commentlens/shared";
import { FileUp } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { cn } from "../../lib/cn";

export const IMPORT_ACCEPT = ".csv,.json,.txt";
const EXTENSIONS = IMPORT_ACCEPT.split(",");

const MB = 1024 * 1024;
const LIMIT = `${Math.round(IMPORT_MAX_BYTES / MB)} MB`;
const count = (n: number) => n.toLocaleString("en-US");

/** How much one file may hold, said before it is picked: a visitor's files hold fewer comments. */
export function importLimitText(signedIn: boolean): string {
  return signedIn
    ? `up to ${LIMIT} and ${count(IMPORT_MAX_COMMENTS)} comments`
    : `up to ${LIMIT} and ${count(VISITOR_IMPORT_MAX_COMMENTS)} comments (${count(IMPORT_MAX_COMMENTS)} with a free account)`;
}

/** Why a file cannot be imported, before uploading it; null when it may be sent. */
export function checkImportFile(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return `“${file.name}” is not a CSV or JSON file. Choose a .csv, .json or .txt export of comments.`;
  }
  if (file.size > IMPORT_MAX_BYTES) {
    return `“${file.name}” is ${(file.size / MB).toFixed(1)} MB. Files up to ${LIMIT} can be imported.`;
  }
  if (file.size === 0) return `“${file.name}” is empty. Choose an export that contains comments.`;
  return null;
}

/** Why the typed account name cannot be sent; null when empty or valid. */
export function checkImportOwner(owner: string): string | null {
  return owner.trim() === "" || parseProfileUrl(owner).ok ? null : IMPORT_OWNER_INVALID;
}

export interface ImportDropzoneProps {
  /** `owner`: the post's account as typed (empty when not given). */
  onImport(file: File, owner: string): void;
  busy: boolean;
  /** Signed-in users may import larger files than visitors. */
  signedIn: boolean;
  /** Every file picked or dropped, accepted or not (the page clears older errors). */
  onAttempt?(): void;
}

/**
 * Import of a comments export (Apify, ExportComments or plain
 * username,text,likes,timestamp), picked or dropped; checked here so a 200 MB file never
 * starts uploading.
 */
export function ImportDropzone({ onImport, busy, signedIn, onAttempt }: ImportDropzoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [owner, setOwner] = useState("");
  const [ownerError, setOwnerError] = useState<string | null>(null);
  const hintId = useId();
  const errorId = useId();
  const ownerId = useId();
  const ownerHintId = useId();
  const ownerErrorId = useId();

  function take(file: File | undefined) {
    if (!file || busy) return;
    onAttempt?.();
    const problem = checkImportFile(file);
    const ownerProblem = checkImportOwner(owner);
    setError(problem);
    setOwnerError(ownerProblem);
    if (!problem && !ownerProblem) onImport(file, owner.trim());
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  }

  return (
    <div className="flex flex-col gap-2">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer extra; the button below does the same from the keyboard. */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex flex-col items-center gap-3 rounded-card border-2 border-dashed px-4 py-5 text-center sm:flex-row sm:text-left",
          dragging ? "border-primary bg-primary-subtle" : "border-border",
        )}
      >
        <FileUp aria-hidden="true" className="size-6 shrink-0 text-muted-foreground" />
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-medium text-foreground">Or import a comments export</p>
          <p id={hintId} className="text-muted-foreground">
            Drop a CSV or JSON file here (Apify, ExportComments, or columns
            username,text,likes,timestamp), {importLimitText(signedIn)}.
          </p>
        </div>
        <input
          ref={input}
          type="file"
          accept={IMPORT_ACCEPT}
          aria-label="Import a comments file"
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            take(event.target.files?.[0]);
            // Choosing the same file again after fixing it must fire a change again.
            event.target.value = "";
          }}
        />
        <Button
          variant="outline"
          disabled={busy}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onClick={() => input.current?.click()}
        >
          Choose file
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive-text">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col gap-1">
        <label htmlFor={ownerId} className="text-sm font-medium text-foreground">
          {IMPORT_OWNER_LABEL} <span className="font-normal text-muted-foreground">(optional)</span>
        </label>
        <Input
          id={ownerId}
          value={owner}
          placeholder="@yourname"
          autoComplete="off"
          spellCheck={false}
          className="sm:max-w-xs"
          aria-invalid={ownerError ? true : undefined}
          aria-describedby={ownerError ? `${ownerHintId} ${ownerErrorId}` : ownerHintId}
          onChange={(event) => {
            setOwner(event.target.value);
            if (ownerError) setOwnerError(null);
          }}
        />
        <p id={ownerHintId} className="text-xs text-muted-foreground">
          Your comments in the file are then read as your replies, not as your audience’s.
        </p>
        {ownerError ? (
          <p id={ownerErrorId} role="alert" className="text-sm font-medium text-destructive-text">
            {ownerError}
          </p>
        ) : null}
      </div>
    </div>
  );
}
