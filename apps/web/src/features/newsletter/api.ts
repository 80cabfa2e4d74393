import {
  NEWSLETTER_MESSAGES,
  type NewsletterConfirmResponse,
  type NewsletterSubscribeRequest,
  type NewsletterSubscribeResponse,
  type NewsletterUnsubscribeResponse,
} from "@commentlens/shared";
import { createApiClient } from "../../lib/api-client";

/** The newsletter endpoints. Pages take a `NewsletterClient`, so tests hand them a fake one. */
export interface NewsletterClient {
  subscribe(request: NewsletterSubscribeRequest): Promise<NewsletterSubscribeResponse>;
  confirm(token: string): Promise<NewsletterConfirmResponse>;
  unsubscribe(token: string): Promise<NewsletterUnsubscribeResponse>;
}

const api = createApiClient({
  networkMessage: NEWSLETTER_MESSAGES.unexpected,
  unexpectedMessage: () => NEWSLETTER_MESSAGES.failed,
});

export function createNewsletterClient(): NewsletterClient {
  return {
    subscribe: (request) => api.request("/api/newsletter", { method: "POST", json: request }),
    confirm: (token) => api.request("/api/newsletter/confirm", { method: "POST", json: { token } }),
    unsubscribe: (token) =>
      api.request("/api/newsletter/unsubscribe", { method: "POST", json: { token } }),
  };
}

export const defaultNewsletterClient = createNewsletterClient();
