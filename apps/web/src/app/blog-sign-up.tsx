import type { ReactNode } from "react";
import {
  type NewsletterClient as BlogSignUpClient,
  NewsletterClientProvider,
  SUBSCRIBE_MESSAGES,
} from "../features/blog/newsletter-client";
import { defaultNewsletterClient, type NewsletterClient } from "../features/newsletter/api";
import { ApiError } from "../lib/api-client";

/** Why a sign-up failed, in the blog's words: the server's own text as given, when it sent one. */
function failureText(error: unknown): string {
  if (!(error instanceof ApiError)) return SUBSCRIBE_MESSAGES.failed;
  if (error.status === 0) return SUBSCRIBE_MESSAGES.unexpected;
  return error.serverMessage ?? SUBSCRIBE_MESSAGES.failed;
}

/** The blog's subscribe block, signing up through the newsletter's client as source "blog". */
export function blogSignUpClient(
  newsletter: NewsletterClient = defaultNewsletterClient,
): BlogSignUpClient {
  return {
    async subscribe(email) {
      let answer: Awaited<ReturnType<NewsletterClient["subscribe"]>>;
      try {
        answer = await newsletter.subscribe({ email, source: "blog" });
      } catch (error) {
        throw new Error(failureText(error));
      }
      if (answer?.success !== true) throw new Error(SUBSCRIBE_MESSAGES.failed);
      return {
        message:
          typeof answer.message === "string" && answer.message
            ? answer.message
            : SUBSCRIBE_MESSAGES.success,
      };
    },
  };
}

const signUp = blogSignUpClient();

/** Gives the blog pages below it their newsletter sign-up. */
export function BlogSignUp({ children }: { children: ReactNode }) {
  return <NewsletterClientProvider value={signUp}>{children}</NewsletterClientProvider>;
}
