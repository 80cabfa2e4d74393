import type { ShareLink, ShareStatus } from "@commentlens/shared";
import { Copy, Link2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { formatDateTime } from "../lib/dates";
import { actionError, usePendingAction } from "../lib/use-pending-action";
import { Notice } from "./notice";
import { Button } from "./ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./ui/dialog";
import { showToast } from "./ui/toaster-host";

/** The share link of one report (a post's or a profile's). */
export interface ShareLinkClient {
  status(): Promise<ShareStatus>;
  /** A new link; any earlier one stops working. */
  create(): Promise<ShareLink>;
  revoke(): Promise<void>;
}

type Phase =
  | { kind: "loading" }
  | { kind: "ready"; status: ShareStatus }
  /** Just made: its address, shown this once. */
  | { kind: "made"; url: string };

/**
 * "Share": a read-only link to the report for a colleague or a client. Only a hash of the
 * link is kept, so its address shows once, when it is made; making another replaces it.
 */
export function ShareButton({ client }: { client: ShareLinkClient }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Link2 aria-hidden="true" />
          Share
        </Button>
      </DialogTrigger>
      <DialogContent>{open ? <SharePanel client={client} /> : null}</DialogContent>
    </Dialog>
  );
}

function SharePanel({ client }: { client: ShareLinkClient }) {
  const [phase, setPhase] = useState<Phase>({ kind: "loading" });
  const { busy, error, setError, run } = usePendingAction<"make" | "revoke">();
  const linkId = useId();

  useEffect(() => {
    let live = true;
    client.status().then(
      (status) => live && setPhase({ kind: "ready", status }),
      (e: unknown) => live && setError(actionError(e)),
    );
    return () => {
      live = false;
    };
  }, [client, setError]);

  const make = () =>
    run("make", async () => {
      const { url } = await client.create();
      setPhase({ kind: "made", url });
    });
  const revoke = () =>
    run("revoke", async () => {
      await client.revoke();
      setPhase({ kind: "ready", status: { active: false, created_at: null } });
      showToast("success", "Link revoked: it no longer opens the report.");
    });
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      showToast("success", "Link copied.");
    } catch {
      showToast("error", "Could not copy. Select the link and copy it yourself.");
    }
  };

  const active = phase.kind === "made" || (phase.kind === "ready" && phase.status.active === true);
  return (
    <div className="grid min-w-0 gap-4">
      <DialogHeader>
        <DialogTitle>Share a read-only link</DialogTitle>
        <DialogDescription>
          Anyone with the link can read this report and its comments without signing in. They cannot
          change or export it, or see your account. Search engines are asked not to list it.
        </DialogDescription>
      </DialogHeader>

      {phase.kind === "loading" && !error ? (
        <p className="text-sm text-muted-foreground">Checking for a link…</p>
      ) : null}
      {phase.kind === "made" ? (
        <div className="grid gap-2">
          <label htmlFor={linkId} className="text-sm font-medium">
            Your link (copy it now: for your security it is shown only once)
          </label>
          <div className="flex min-w-0 gap-2">
            <input
              id={linkId}
              readOnly
              value={phase.url}
              onFocus={(e) => e.currentTarget.select()}
              className="h-10 min-w-0 flex-1 rounded-control border border-input bg-surface-muted px-3 text-sm"
            />
            <Button type="button" onClick={() => void copy(phase.url)}>
              <Copy aria-hidden="true" />
              Copy link
            </Button>
          </div>
        </div>
      ) : null}
      {phase.kind === "ready" && phase.status.active ? (
        <p className="text-sm">
          A link has been active since{" "}
          {phase.status.created_at ? formatDateTime(phase.status.created_at) : "earlier"}. Its
          address was shown when it was made; make a new link to copy one again (the current one
          then stops working).
        </p>
      ) : null}
      {phase.kind === "ready" && !phase.status.active ? (
        <p className="text-sm text-muted-foreground">
          No link is active: only you can open this report.
        </p>
      ) : null}
      {error ? <Notice tone="error" title={error} /> : null}

      <DialogFooter className="sm:items-center">
        {active ? (
          <Button
            type="button"
            variant="link"
            className="sm:mr-auto"
            disabled={busy !== null}
            onClick={() => void revoke()}
          >
            Revoke link
          </Button>
        ) : null}
        {phase.kind !== "loading" ? (
          <Button
            type="button"
            variant={phase.kind === "made" ? "outline" : "primary"}
            disabled={busy !== null}
            onClick={() => void make()}
          >
            {active ? "Make a new link" : "Create link"}
          </Button>
        ) : null}
      </DialogFooter>
    </div>
  );
}
