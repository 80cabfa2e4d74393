import { TriangleAlert } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../components/ui/dialog";
import { useAuthClient } from "../auth/auth-context";
import { Banner } from "../auth/banner";
import { ACCOUNT_MESSAGES, failureMessage } from "./messages";

/**
 * Account deletion behind a confirmation that names what is lost (DESIGN.md, destructive
 * actions: red button, focus on Cancel). `onDeleted` runs once the server has deleted it.
 */
export function DangerZone({ email, onDeleted }: { email: string; onDeleted: () => void }) {
  const client = useAuthClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deleting = useRef(false);

  function onOpenChange(next: boolean) {
    // Closing mid-request would hide the outcome; the request cannot be called back anyway.
    if (deleting.current) return;
    setOpen(next);
    setError(null);
  }

  async function onConfirm() {
    if (deleting.current) return;
    deleting.current = true;
    setBusy(true);
    setError(null);
    try {
      await client.deleteAccount();
      deleting.current = false;
      onDeleted();
    } catch (caught) {
      deleting.current = false;
      setBusy(false);
      setError(failureMessage(caught, ACCOUNT_MESSAGES.deleteFailed));
    }
  }

  return (
    <section
      aria-labelledby="danger-zone-title"
      className="rounded-card border border-destructive/40 bg-surface p-6"
    >
      <h2
        id="danger-zone-title"
        className="text-lg font-semibold leading-snug text-destructive-text"
      >
        Danger Zone
      </h2>
      <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Delete your account, your saved analyses and their reports. This cannot be undone.
        </p>
        <Dialog open={open} onOpenChange={onOpenChange}>
          <DialogTrigger asChild>
            <Button variant="destructive" className="self-start sm:self-auto">
              Delete account
            </Button>
          </DialogTrigger>
          <DialogContent
            hideClose
            onOpenAutoFocus={(event) => {
              // The safe choice gets the focus, so Enter cannot delete by accident.
              event.preventDefault();
              cancelRef.current?.focus();
            }}
          >
            <DialogHeader>
              <DialogTitle className="flex items-center gap-2">
                <TriangleAlert aria-hidden="true" className="size-5 text-destructive-text" />
                Delete your account?
              </DialogTitle>
              <DialogDescription>
                This permanently deletes the account {email}, every saved analysis with its report
                and comments, and signs you out everywhere. This action cannot be undone.
              </DialogDescription>
            </DialogHeader>
            {error ? <Banner tone="error">{error}</Banner> : null}
            <DialogFooter>
              <DialogClose asChild>
                <Button ref={cancelRef} variant="outline" disabled={busy}>
                  Cancel
                </Button>
              </DialogClose>
              <Button variant="destructive" loading={busy} onClick={() => void onConfirm()}>
                Delete account
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </div>
    </section>
  );
}
