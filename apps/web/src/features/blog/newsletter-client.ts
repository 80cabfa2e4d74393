import { createContext, useContext } from "react";

/** The subscribe block's texts. */
export const SUBSCRIBE_MESSAGES = {
  invalidEmail: "Please enter a valid email address.",
  success: "Successfully subscribed to our newsletter!",
  failed: "Failed to subscribe to newsletter. Please try again.",
  unexpected: "An unexpected error occurred. Please try again.",
} as const;

/** The sign-up of the blog's subscribe block (the app sends it to the newsletter). */
export interface NewsletterClient {
  /** Answers the message to show, or throws an Error whose message is to be shown. */
  subscribe(email: string): Promise<{ message: string }>;
}

const NewsletterClientContext = createContext<NewsletterClient | null>(null);

/** The app hands the blog its sign-up through this; tests hand it a fake one. */
export const NewsletterClientProvider = NewsletterClientContext.Provider;

export function useNewsletterClient(): NewsletterClient {
  const client = useContext(NewsletterClientContext);
  if (!client) throw new Error("The subscribe block needs a <NewsletterClientProvider> above it.");
  return client;
}

/** Trimmed and shaped like an address (the server checks it properly). */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(value.trim());
}
