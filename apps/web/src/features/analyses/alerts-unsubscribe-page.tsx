import { SCHEDULE_MESSAGES } from "@commentlens/shared";
import { useSearchParams } from "react-router";
import { ConfirmLinkPage } from "../../components/confirm-link-page";
import { ApiError } from "../../lib/api-client";
import { unsubscribeAlerts } from "./api";

/**
 * `/alerts/unsubscribe?token=`, from an alert mail: asks before it acts (see
 * `ConfirmLinkPage`); the button turns that post's alerts off, its re-runs go on.
 */
export function AlertsUnsubscribePage({
  unsubscribe = unsubscribeAlerts,
}: {
  unsubscribe?: (token: string) => Promise<{ message: string }>;
}) {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  return (
    <ConfirmLinkPage
      title="Stop this post's alerts"
      question="Press the button to stop the alert mails of this post. It keeps re-running on its schedule, and its report keeps the trend."
      action="Turn alerts off"
      working="Turning alerts off..."
      retry="The alerts could not be turned off just now. Please try again in a moment."
      invalid={token ? null : SCHEDULE_MESSAGES.unsubscribeInvalid}
      act={async () => (await unsubscribe(token)).message}
      refused={(error) =>
        error instanceof ApiError && error.status === 400
          ? SCHEDULE_MESSAGES.unsubscribeInvalid
          : null
      }
    />
  );
}
