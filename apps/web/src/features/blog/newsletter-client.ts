import { createContext, useContext } from "react";

/** Spec-2 §5 and §8 wording. */
export const SUBSCRIBE_MESSAGES = {
  invalidEmail: "Please enter a valid email address.",
  success: "Successfully subscribed to our newsletter!",
  failed: "Failed to subscribe to newsletter. Please try again.",
  unexpected: "An unexpected error occurred. Please try again.",
} as const;

/** The sign-up call of the blog's subscribe block: `POST /api/newsletter`. */
export interface NewsletterClient {
  /** Answers the message to show, or throws an Error whose message is to be shown. */
  subscribe(email: string): Promise<{ message: string }>;
}

export function createNewsletterClient(baseUrl = ""): NewsletterClient {
  return {
    async subscribe(email) {
      let response: Response;
      try {
        response = await fetch(`${baseUrl}/api/newsletter`, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          credentials: "same-origin",
          body: JSON.stringify({ email, source: "blog" }),
        });
      } catch {
        throw new Error(SUBSCRIBE_MESSAGES.unexpected);
      }
      const body = (await response.json().catch(() => ({}))) as {
        success?: unknown;
        message?: unknown;
        error?: unknown;
      };
      if (response.ok && body.success === true) {
        return {
          message:
            typeof body.message === "string" && body.message
              ? body.message
              : SUBSCRIBE_MESSAGES.success,
        };
      }
      throw new Error(
        typeof body.error === "string" && body.error ? body.error : SUBSCRIBE_MESSAGES.failed,
      );
    },
  };
}

const NewsletterClientContext = createContext<NewsletterClient>(createNewsletterClient());

/** Tests hand the blog a fake client through this instead of stubbing fetch. */
export const NewsletterClientProvider = NewsletterClientContext.Provider;

export function useNewsletterClient(): NewsletterClient {
  return useContext(NewsletterClientContext);
}

/** Trimmed and shaped like an address (the server checks it properly). */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
