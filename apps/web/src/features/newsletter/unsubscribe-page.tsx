import { NEWSLETTER_MESSAGES } from "@commentlens/shared";
import { useSearchParams } from "react-router";
import { ConfirmLinkPage } from "../../components/confirm-link-page";
import { defaultNewsletterClient, type NewsletterClient } from "./api";
import { isRefusedToken, RETRY_MESSAGE, refusedMessage } from "./failures";

/** `/newsletter/unsubscribe?token=`: asks before it acts (see `ConfirmLinkPage`). */
export function UnsubscribePage({
  client = defaultNewsletterClient,
}: {
  client?: NewsletterClient;
}) {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  return (
    <ConfirmLinkPage
      title="Unsubscribe from the newsletter"
      question="Press the button to stop receiving the CommentLens newsletter at this address. You can sign up again anytime."
      action="Unsubscribe"
      working="Unsubscribing..."
      retry={RETRY_MESSAGE}
      invalid={token ? null : NEWSLETTER_MESSAGES.unsubscribeInvalid}
      act={async () => {
        await client.unsubscribe(token);
        return NEWSLETTER_MESSAGES.unsubscribed;
      }}
      refused={(error) =>
        isRefusedToken(error) ? refusedMessage(error, NEWSLETTER_MESSAGES.unsubscribeInvalid) : null
      }
    />
  );
}
