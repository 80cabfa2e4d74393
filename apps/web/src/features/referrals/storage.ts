import { isReferralCodeShape, normaliseReferralCode } from "@commentlens/shared";

/**
 * The referral code a visitor arrived with, kept until their new account claims it: through
 * navigation, and through the sign-up → verification link round trip (the link may open in a
 * new tab, hence localStorage; sessionStorage when that is refused; and the code also rides on
 * the verification link's own address).
 */

const KEY = "commentlens.referral";
/** A code older than this is forgotten: the visit that brought it is long over. */
const KEEP_MS = 30 * 24 * 60 * 60 * 1000;

interface Stored {
  code: string;
  at: number;
}

function stores(): Storage[] {
  const found: Storage[] = [];
  for (const pick of [() => window.localStorage, () => window.sessionStorage]) {
    try {
      const store = pick();
      if (store) found.push(store);
    } catch {
      // Storage refused (privacy settings): the code still travels in the address.
    }
  }
  return found;
}

/** A code from a query value or string, when it has a code's shape (upper-cased). */
export function referralCodeFrom(
  value: string | URLSearchParams | null | undefined,
): string | null {
  const raw =
    value instanceof URLSearchParams
      ? value.get("ref")
      : typeof value === "string" && value.startsWith("?")
        ? new URLSearchParams(value).get("ref")
        : value;
  if (!raw) return null;
  const code = normaliseReferralCode(raw);
  return isReferralCodeShape(code) ? code : null;
}

export function storeReferralCode(code: string, now: number = Date.now()): void {
  const value = JSON.stringify({ code: normaliseReferralCode(code), at: now } satisfies Stored);
  for (const store of stores()) {
    try {
      store.setItem(KEY, value);
    } catch {
      // Full or refused: the other store, or the address, keeps it.
    }
  }
}

export function storedReferralCode(now: number = Date.now()): string | null {
  for (const store of stores()) {
    try {
      const stored = JSON.parse(store.getItem(KEY) ?? "null") as Stored | null;
      if (stored && typeof stored.code === "string" && now - stored.at < KEEP_MS) {
        return referralCodeFrom(stored.code);
      }
    } catch {
      // Unreadable: treated as absent.
    }
  }
  return null;
}

export function forgetReferralCode(): void {
  for (const store of stores()) {
    try {
      store.removeItem(KEY);
    } catch {
      // Nothing to do.
    }
  }
}

/** Keeps the `?ref=` of the address the page was opened with. */
export function captureReferralCode(search: string = window.location.search): string | null {
  const code = referralCodeFrom(search);
  if (code) storeReferralCode(code);
  return code;
}

/** `path` with `ref={code}` added, so the verification link brings the code back. */
export function withReferral(path: string, code: string | null): string {
  if (!code) return path;
  const url = new URL(path, "https://site.invalid");
  url.searchParams.set("ref", code);
  return `${url.pathname}${url.search}${url.hash}`;
}
