import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { serverMessageOr } from "../../lib/api-client";
import { useAuthClient } from "../../lib/session/session";
import { ACCOUNT_MESSAGES } from "./messages";

/**
 * Account deletion behind a confirmation that names what is lost (red button,
 * focus on Cancel). `onDeleted` runs once the server has deleted it.
 */
export function DangerZone({ email, onDeleted }: { email: string; onDeleted: () => void }) {
  const client = useAuthClient();

  async function deleteAccount(): Promise<string | null> {
    try {
      await client.deleteAccount();
    } catch (caught) {
      return serverMessageOr(caught, ACCOUNT_MESSAGES.deleteFailed);
    }
    onDeleted();
    return null;
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
        <ConfirmDialog
          trigger={
            <Button variant="destructive" className="self-start sm:self-auto">
              Delete account
            </Button>
          }
          title="Delete your account?"
          description={
            <>
              This permanently deletes the account {email}, every saved analysis with its report and
              comments, and signs you out everywhere. A paid plan ends today: it is not charged
              again, and the rest of its period is lost. If you own a team, its members lose access
              to the team's analyses and go back to their own plans; if you are a member, you leave
              the team. We mail a confirmation to {email}. This action cannot be undone.
            </>
          }
          typeToConfirm={{ label: `Type ${email} to confirm`, value: email }}
          confirmLabel="Delete account"
          onConfirm={deleteAccount}
        />
      </div>
    </section>
  );
}
