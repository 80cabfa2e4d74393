import type {
  Referral,
  ReferralProcessResult,
  ReferralReward,
  ReferralStats,
} from "@commentlens/shared";

/**
 * The typed client of the referral calls. Components take a `ReferralsClient` (from the
 * context in client-context.tsx) so tests hand them a fake one instead of stubbing fetch.
 */

/** A failed call: `status` 0 = no answer; `serverMessage` = the server's `error`, if any. */
export class ReferralsError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;

  constructor(status: number, serverMessage?: string) {
    super(serverMessage ?? `Request failed (${status})`);
    this.name = "ReferralsError";
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

export interface ReferralsClient {
  stats(signal?: AbortSignal): Promise<ReferralStats>;
  list(signal?: AbortSignal): Promise<Referral[]>;
  rewards(signal?: AbortSignal): Promise<ReferralReward[]>;
  /** Public: whether a code exists and is active. */
  validate(code: string, signal?: AbortSignal): Promise<boolean>;
  /** The signed-in friend claims the code they signed up with. */
  process(code: string): Promise<ReferralProcessResult>;
}

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin", ...init });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ReferralsError(0);
  }
  if (!response.ok) {
    let message: string | undefined;
    try {
      const body = (await response.json()) as { error?: unknown };
      if (typeof body.error === "string" && body.error) message = body.error;
    } catch {
      // Not JSON (a proxy's error page): the caller shows its own text.
    }
    throw new ReferralsError(response.status, message);
  }
  return (await response.json()) as T;
}

export function createReferralsClient(): ReferralsClient {
  return {
    stats: (signal) => request("/api/referrals/stats", { signal }),
    list: (signal) => request("/api/referrals", { signal }),
    rewards: (signal) => request("/api/referrals/rewards", { signal }),
    validate: async (code, signal) =>
      (
        await request<{ valid: boolean }>(
          `/api/referrals/validate?code=${encodeURIComponent(code)}`,
          { signal },
        )
      ).valid,
    process: (code) =>
      request("/api/referrals/process", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ referral_code: code }),
      }),
  };
}
