import {
  type DemoProfiles,
  formatNumber,
  formatProfileUrl,
  PROFILE_POST_LIMIT,
  parseProfileUrl,
} from "@commentlens/shared";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Banner } from "../../components/banner";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { useAgencyClient } from "./client-context";
import { AGENCY_TEXT, startErrorText } from "./messages";

export interface StartedAnalysis {
  id: string;
  username: string;
}

/**
 * New Profile Analysis: a profile URL, validated here with the server's own parser, then the
 * two calls of a start (fetch the profile, analyse it). A failed second step still created
 * the analysis, so `onSettled` reloads the list either way. A site that reads the bundled
 * demo data offers its sample profile as a button, as the post page offers its sample posts.
 */
export function NewAnalysisDialog({
  open,
  onOpenChange,
  onStarted,
  onSettled,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onStarted(started: StartedAnalysis): void;
  onSettled(): void;
}) {
  const client = useAgencyClient();
  const [url, setUrl] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const [samples, setSamples] = useState<DemoProfiles>([]);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    client
      .sampleProfiles(controller.signal)
      .then((found) => setSamples(found ?? []))
      // No samples to offer is no reason to stop anyone typing a profile.
      .catch(() => setSamples([]));
    return () => controller.abort();
  }, [open, client]);

  function reset() {
    setUrl("");
    setFieldError(null);
    setError(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (running.current) return;
    const parsed = parseProfileUrl(url);
    if (!parsed.ok) {
      setFieldError(parsed.error);
      input.current?.focus();
      return;
    }
    void start(parsed.value);
  }

  async function start(username: string) {
    if (running.current) return;
    setFieldError(null);
    setError(null);
    running.current = true;
    setBusy(true);
    let id: string | null = null;
    try {
      try {
        id = (await client.fetchProfile(formatProfileUrl(username))).profile_analysis_id;
      } catch (caught) {
        setError(startErrorText(caught, "fetch"));
        return;
      }
      try {
        await client.analyzeProfile(id);
      } catch (caught) {
        setError(startErrorText(caught, "analyze"));
        return;
      }
      reset();
      onStarted({ id, username });
    } finally {
      running.current = false;
      setBusy(false);
      if (id) onSettled();
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Closing mid-start would hide the outcome.
        if (running.current) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{AGENCY_TEXT.newAnalysis}</DialogTitle>
          <DialogDescription>
            The latest {PROFILE_POST_LIMIT} posts of a public profile are analysed: every comment's
            sentiment, the audience, what drives engagement and what to post next.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <FormField
            label="Instagram profile URL"
            hint="For example https://www.instagram.com/username/"
            error={fieldError ?? undefined}
          >
            <Input
              ref={input}
              name="instagram_profile_url"
              inputMode="url"
              autoComplete="url"
              spellCheck={false}
              placeholder="https://www.instagram.com/username/"
              value={url}
              readOnly={busy}
              onChange={(event) => {
                setUrl(event.target.value);
                if (fieldError) setFieldError(null);
              }}
            />
          </FormField>
          {samples.length > 0 ? (
            <div className="flex flex-col gap-2">
              <p className="text-sm text-muted-foreground">
                No profile at hand? This site analyses its sample profile:
              </p>
              <div className="flex flex-wrap gap-2">
                {samples.map((sample) => (
                  <Button
                    key={sample.username}
                    variant="outline"
                    size="sm"
                    disabled={busy}
                    onClick={() => {
                      setUrl(sample.url);
                      void start(sample.username);
                    }}
                  >
                    Analyze @{sample.username} ({formatNumber(sample.post_count)} posts)
                  </Button>
                ))}
              </div>
            </div>
          ) : null}
          {error ? <Banner tone="error">{error}</Banner> : null}
          <DialogFooter>
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => {
                reset();
                onOpenChange(false);
              }}
            >
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Analyze Profile
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
