import {
  NEWSLETTER_MESSAGES,
  type NewsletterConfirmResponse,
  type NewsletterSubscribeRequest,
  type NewsletterSubscribeResponse,
  type NewsletterUnsubscribeResponse,
} from "@commentlens/shared";

/** The newsletter endpoints. Pages take a `NewsletterClient`, so tests hand them a fake one. */
export interface NewsletterClient {
  subscribe(request: NewsletterSubscribeRequest): Promise<NewsletterSubscribeResponse>;
  confirm(token: string): Promise<NewsletterConfirmResponse>;
  unsubscribe(token: string): Promise<NewsletterUnsubscribeResponse>;
}

/**
 * A call that did not succeed. `status` 0 means the server was not reached (or answered
 * something that is not our JSON); `message` is the server's own text when it gave one.
 */
export class NewsletterError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fromServer: boolean;

  constructor(message: string, status: number, code?: string, fromServer = false) {
    super(message);
    this.name = "NewsletterError";
    this.status = status;
    this.code = code;
    this.fromServer = fromServer;
  }
}

async function call<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new NewsletterError(NEWSLETTER_MESSAGES.unexpected, 0);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new NewsletterError(NEWSLETTER_MESSAGES.unexpected, response.ok ? 0 : response.status);
  }
  if (!response.ok) {
    const { error, code } = (json ?? {}) as { error?: unknown; code?: unknown };
    const message = typeof error === "string" && error ? error.replace(/^[a-z_]+: /, "") : "";
    throw new NewsletterError(
      message || NEWSLETTER_MESSAGES.failed,
      response.status,
      typeof code === "string" ? code : undefined,
      Boolean(message),
    );
  }
  return json as T;
}

export function createNewsletterClient(): NewsletterClient {
  return {
    subscribe: (request) => call("/api/newsletter", request),
    confirm: (token) => call("/api/newsletter/confirm", { token }),
    unsubscribe: (token) => call("/api/newsletter/unsubscribe", { token }),
  };
}

export const defaultNewsletterClient = createNewsletterClient();

/** Where a failed sign-up's message goes: under the email field, or in the banner. */
export interface SubscribeProblem {
  field: boolean;
  message: string;
}

/**
 * Spec-2 §8: a rejected address is the field's error; a rate limit says when to retry; any
 * other answer of the service is "Failed to subscribe to newsletter…"; a call that never got
 * an answer is "An unexpected error occurred…".
 */
export function subscribeProblem(error: unknown): SubscribeProblem {
  if (!(error instanceof NewsletterError)) {
    return { field: false, message: NEWSLETTER_MESSAGES.unexpected };
  }
  if (error.status === 0) return { field: false, message: NEWSLETTER_MESSAGES.unexpected };
  if (error.status === 400 && error.fromServer && /email/i.test(error.message)) {
    return { field: true, message: error.message };
  }
  if (error.status === 429) {
    return {
      field: false,
      message: error.fromServer ? error.message : NEWSLETTER_MESSAGES.rateLimited,
    };
  }
  return { field: false, message: NEWSLETTER_MESSAGES.failed };
}
