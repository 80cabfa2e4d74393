import { REFERRAL_MESSAGES } from "@commentlens/shared";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ConfirmEmailBanner } from "../features/auth/confirm-email-banner";
import type { ReferralsClient } from "../features/referrals/api";
import { ReferralsClientProvider } from "../features/referrals/client-context";
import { ReferralLanding } from "../features/referrals/referral-landing";
import {
  forgetReferralCode,
  storedReferralCode,
  storeReferralCode,
} from "../features/referrals/storage";
import { fakeReferralsClient } from "../features/referrals/test-utils";
import { ApiError } from "../lib/api-client";
import { type AuthClient, AuthProvider, type SessionData } from "../lib/session/session";
import { fakeAuthClient, fakeSession } from "../lib/session/test-utils";
import { SignInPage } from "./pages/sign-in-page";
import { ReferralClaim } from "./referral-claim";

beforeEach(() => {
  forgetReferralCode();
});
afterEach(() => {
  forgetReferralCode();
  vi.restoreAllMocks();
});

function Landed() {
  const { pathname, search } = useLocation();
  return <p>Landed at {pathname + search}</p>;
}

function renderAt(path: string, auth: AuthClient, referrals: ReferralsClient) {
  // The layout's part: the bar under the header that says where the confirmation link went.
  const router = createMemoryRouter(
    [
      {
        Component: () => (
          <>
            <ConfirmEmailBanner />
            <Outlet />
          </>
        ),
        children: [
          { path: "/auth", Component: SignInPage },
          { path: "/app", Component: ReferralLanding },
          { path: "*", Component: Landed },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ReferralsClientProvider value={referrals}>
      <AuthProvider client={auth}>
        <ReferralClaim>
          <RouterProvider router={router} />
        </ReferralClaim>
      </AuthProvider>
    </ReferralsClientProvider>,
  );
  return { user: userEvent.setup(), router };
}

/** An auth client that is signed out until sign-up, then signed in (as the server does). */
/**
 * An auth client whose sign-up signs nobody in, as the server's: the account is signed in once
 * its mailed link is opened, here `confirm()` followed by the tab coming back into view.
 */
function signUpClient() {
  let session: SessionData | null = null;
  let signedUp = "";
  const client = fakeAuthClient({
    getSession: vi.fn(async () => session),
    signUp: vi.fn(async ({ email }) => {
      signedUp = email;
    }),
  });
  return Object.assign(client, {
    confirm() {
      session = fakeSession(signedUp);
      document.dispatchEvent(new Event("visibilitychange"));
    },
  });
}

async function signUp(user: ReturnType<typeof userEvent.setup>) {
  if (!screen.queryByLabelText("Confirm password")) {
    await user.click(screen.getByRole("button", { name: "Don't have an account? Sign up" }));
  }
  await user.type(screen.getByLabelText("Email"), "bo@example.com");
  await user.type(screen.getByLabelText("Password", { exact: true }), "secret1");
  await user.type(screen.getByLabelText("Confirm password"), "secret1");
  await user.click(screen.getByRole("button", { name: "Create Account" }));
}

describe("the referral code on the sign-in page", () => {
  it("validates the link's code first, then promises both people a month", async () => {
    const referrals = fakeReferralsClient();
    renderAt("/auth?mode=signup&ref=abcd2345", fakeAuthClient(), referrals);
    expect(await screen.findByText(REFERRAL_MESSAGES.validCode)).toBeInTheDocument();
    expect(referrals.validate).toHaveBeenCalledWith("ABCD2345", expect.any(AbortSignal));
    expect(storedReferralCode()).toBe("ABCD2345");
  });

  it("says Invalid referral code for an unknown code, and forgets it", async () => {
    storeReferralCode("ZZZZ2345");
    renderAt(
      "/auth",
      fakeAuthClient(),
      fakeReferralsClient({ validate: vi.fn(async () => false) }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(REFERRAL_MESSAGES.invalidCode);
    expect(storedReferralCode()).toBeNull();
  });

  it("says Invalid referral code for a value that is not a code, without asking", async () => {
    const referrals = fakeReferralsClient();
    renderAt("/auth?ref=abc", fakeAuthClient(), referrals);
    expect(await screen.findByRole("alert")).toHaveTextContent(REFERRAL_MESSAGES.invalidCode);
    expect(referrals.validate).not.toHaveBeenCalled();
  });

  it("says Unable to validate referral code when the check fails, and keeps the code", async () => {
    renderAt(
      "/auth?ref=ABCD2345",
      fakeAuthClient(),
      fakeReferralsClient({
        validate: vi.fn(async () => {
          throw new ApiError(0);
        }),
      }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(REFERRAL_MESSAGES.validateFailed);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Sign in to your account");
  });

  it("shows nothing and asks nothing without a code", async () => {
    const referrals = fakeReferralsClient();
    renderAt("/auth", fakeAuthClient(), referrals);
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(referrals.validate).not.toHaveBeenCalled();
  });

  it("keeps the code through sign-up: on the mailed link's address, then claims it once", async () => {
    storeReferralCode("ABCD2345");
    const auth = signUpClient();
    const referrals = fakeReferralsClient();
    const { user } = renderAt(
      "/auth?redirect=/app%3Fanalysis_id%3Da1&mode=signup",
      auth,
      referrals,
    );
    expect(await screen.findByText(REFERRAL_MESSAGES.validCode)).toBeInTheDocument();
    await signUp(user);

    expect(auth.signUp).toHaveBeenCalledWith({
      email: "bo@example.com",
      password: "secret1",
      callbackURL: "/app?analysis_id=a1&email_confirmed=1&ref=ABCD2345",
    });
    // Nobody is signed in by the sign-up: the code waits for the confirmation link.
    expect(await screen.findByText(/we sent a link to bo@example.com/)).toBeInTheDocument();
    expect(referrals.process).not.toHaveBeenCalled();
    expect(storedReferralCode()).toBe("ABCD2345");
    // Signed in by the link: the code is claimed, and the outcome replaces the invitation.
    auth.confirm();
    expect(await screen.findByText(REFERRAL_MESSAGES.processed)).toBeInTheDocument();
    expect(referrals.process).toHaveBeenCalledTimes(1);
    expect(referrals.process).toHaveBeenCalledWith("ABCD2345");
    expect(storedReferralCode()).toBeNull();
    expect(screen.queryByText(REFERRAL_MESSAGES.validCode)).not.toBeInTheDocument();
    // A later session lookup (tab shown again) claims nothing more.
    const lookups = vi.mocked(auth.getSession).mock.calls.length;
    document.dispatchEvent(new Event("visibilitychange"));
    await waitFor(() => expect(auth.getSession).toHaveBeenCalledTimes(lookups + 1));
    expect(referrals.process).toHaveBeenCalledTimes(1);
  });

  it("claims the code only once the account's email is confirmed", async () => {
    storeReferralCode("ABCD2345");
    const referrals = fakeReferralsClient();
    let session: SessionData = {
      ...fakeSession("bo@example.com"),
      user: { ...fakeSession("bo@example.com").user, emailVerified: false },
    };
    const auth = fakeAuthClient({ getSession: vi.fn(async () => session) });
    renderAt("/somewhere", auth, referrals);
    await waitFor(() => expect(auth.getSession).toHaveBeenCalledTimes(1));
    expect(referrals.process).not.toHaveBeenCalled();
    expect(storedReferralCode()).toBe("ABCD2345");

    // Confirmed in another tab: back here, the session says so and the code is claimed.
    session = fakeSession("bo@example.com");
    document.dispatchEvent(new Event("visibilitychange"));
    await waitFor(() => expect(referrals.process).toHaveBeenCalledWith("ABCD2345"));
  });

  it("only logs a failed claim: signing up goes on, and a network failure keeps the code", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    storeReferralCode("ABCD2345");
    const referrals = fakeReferralsClient({
      process: vi.fn(async () => {
        throw new ApiError(0);
      }),
    });
    const auth = signUpClient();
    const { user } = renderAt("/auth?mode=signup", auth, referrals);
    await screen.findByText(REFERRAL_MESSAGES.validCode);
    await signUp(user);
    await screen.findByText(/we sent a link to bo@example.com/);
    auth.confirm();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(referrals.process).toHaveBeenCalledTimes(1);
    expect(storedReferralCode()).toBe("ABCD2345");
  });

  it("forgets a code the server refused for good", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    storeReferralCode("ABCD2345");
    const referrals = fakeReferralsClient({
      process: vi.fn(async () => {
        throw new ApiError(400, REFERRAL_MESSAGES.notNewAccount);
      }),
    });
    const auth = fakeAuthClient({ getSession: vi.fn(async () => fakeSession("old@example.com")) });
    renderAt("/somewhere", auth, referrals);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(storedReferralCode()).toBeNull();
  });

  it("tells a fraud_detected outcome as it is", async () => {
    storeReferralCode("ABCD2345");
    const referrals = fakeReferralsClient({
      process: vi.fn(async () => ({
        success: false,
        status: "fraud_detected" as const,
        message: REFERRAL_MESSAGES.notVerified,
      })),
    });
    const auth = signUpClient();
    const { user } = renderAt("/auth?mode=signup", auth, referrals);
    await screen.findByText(REFERRAL_MESSAGES.validCode);
    await signUp(user);
    await screen.findByText(/we sent a link to bo@example.com/);
    auth.confirm();
    expect(await screen.findByText(REFERRAL_MESSAGES.notVerified)).toBeInTheDocument();
  });
});

describe("ReferralLanding (/app?ref=CODE)", () => {
  it("invites a signed-out visitor with a valid code to create their account", async () => {
    const referrals = fakeReferralsClient();
    const { user, router } = renderAt("/app?ref=abcd2345", fakeAuthClient(), referrals);
    const invite = await screen.findByRole("region", {
      name: "A friend invited you to CommentLens",
    });
    expect(invite).toHaveTextContent(REFERRAL_MESSAGES.validCode);
    expect(storedReferralCode()).toBe("ABCD2345");
    await user.click(screen.getByRole("link", { name: "Create your free account" }));
    expect(router.state.location.pathname).toBe("/auth");
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      redirect: "/app",
      mode: "signup",
      ref: "ABCD2345",
    });
    expect(await screen.findByRole("heading", { name: "Create your account" })).toBeVisible();
  });

  it("keeps the link's valid code through sign-up, and claims it for the new account", async () => {
    const auth = signUpClient();
    const referrals = fakeReferralsClient();
    const { user } = renderAt("/app?ref=abcd2345", auth, referrals);
    const invite = await screen.findByRole("region", {
      name: "A friend invited you to CommentLens",
    });
    await user.click(within(invite).getByRole("link", { name: "Create your free account" }));
    expect(await screen.findByText(REFERRAL_MESSAGES.validCode)).toBeInTheDocument();
    await signUp(user);

    expect(auth.signUp).toHaveBeenCalledWith(
      expect.objectContaining({ callbackURL: "/app?email_confirmed=1&ref=ABCD2345" }),
    );
    auth.confirm();
    expect(await screen.findByText(REFERRAL_MESSAGES.processed)).toBeInTheDocument();
    expect(referrals.process).toHaveBeenCalledExactlyOnceWith("ABCD2345");
  });

  it("says Invalid referral code for an unknown code, and forgets it", async () => {
    const referrals = fakeReferralsClient({ validate: vi.fn(async () => false) });
    renderAt("/app?ref=ZZZZ2345", fakeAuthClient(), referrals);
    expect(await screen.findByRole("alert")).toHaveTextContent(REFERRAL_MESSAGES.invalidCode);
    expect(referrals.validate).toHaveBeenCalledWith("ZZZZ2345", expect.any(AbortSignal));
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    expect(storedReferralCode()).toBeNull();
  });

  it("says Invalid referral code for a value that is not a code, without asking", async () => {
    const referrals = fakeReferralsClient();
    renderAt("/app?ref=BADCODE", fakeAuthClient(), referrals);
    expect(await screen.findByRole("alert")).toHaveTextContent(REFERRAL_MESSAGES.invalidCode);
    expect(referrals.validate).not.toHaveBeenCalled();
    expect(storedReferralCode()).toBeNull();
  });

  it("says when the code could not be checked, and keeps it for the sign-up", async () => {
    const referrals = fakeReferralsClient({
      validate: vi.fn(async () => {
        throw new ApiError(0);
      }),
    });
    renderAt("/app?ref=ABCD2345", fakeAuthClient(), referrals);
    expect(await screen.findByRole("alert")).toHaveTextContent(REFERRAL_MESSAGES.validateFailed);
    expect(storedReferralCode()).toBe("ABCD2345");
  });

  it("shows a signed-in friend how their referral was processed, and no invitation", async () => {
    const referrals = fakeReferralsClient();
    const auth = fakeAuthClient({ getSession: vi.fn(async () => fakeSession("bo@example.com")) });
    // The page was opened at the link's address (the verification link's callback).
    const before = window.location.href;
    window.history.replaceState(null, "", "/app?ref=ABCD2345");
    renderAt("/app?ref=ABCD2345", auth, referrals);
    window.history.replaceState(null, "", before);
    expect(await screen.findByText(REFERRAL_MESSAGES.processed)).toBeInTheDocument();
    expect(referrals.process).toHaveBeenCalledWith("ABCD2345");
    expect(referrals.validate).not.toHaveBeenCalled();
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });
});
