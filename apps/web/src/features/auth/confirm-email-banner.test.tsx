import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { AuthProvider } from "../../lib/session/session";
import { fakeAuthClient, fakeSession } from "../../lib/session/test-utils";
import { ConfirmEmailBanner } from "./confirm-email-banner";
import { MESSAGES } from "./messages";

function unverified() {
  const session = fakeSession("ana@example.com");
  return { ...session, user: { ...session.user, emailVerified: false } };
}

function Where() {
  const { pathname, search } = useLocation();
  return <p>At {pathname + search}</p>;
}

function renderBanner(
  client = fakeAuthClient({ getSession: vi.fn(async () => unverified()) }),
  entry: string | { pathname: string; search?: string; state?: unknown } = "/app",
) {
  render(
    <AuthProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <ConfirmEmailBanner />
        <Where />
      </MemoryRouter>
    </AuthProvider>,
  );
  return { user: userEvent.setup(), client };
}

describe("ConfirmEmailBanner", () => {
  it("asks an unconfirmed user to confirm, and resends the link once per click", async () => {
    const { user, client } = renderBanner();
    expect(
      await screen.findByText(
        "Please confirm your email address: we sent a link to ana@example.com.",
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Resend email" }));
    expect(client.sendVerificationEmail).toHaveBeenCalledTimes(1);
    expect(client.sendVerificationEmail).toHaveBeenCalledWith({
      email: "ana@example.com",
      callbackURL: "/app?email_confirmed=1",
    });
    expect(
      await screen.findByText(
        "We sent a new confirmation link to ana@example.com. Check your inbox.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Resend email" })).not.toBeInTheDocument();
  });

  it("shows the server's words when it refuses, e.g. too many requests", async () => {
    const { user } = renderBanner(
      fakeAuthClient({
        getSession: vi.fn(async () => unverified()),
        sendVerificationEmail: vi.fn(async () => {
          throw new ApiError(429, "Too many requests. Please try again later.");
        }),
      }),
    );
    await user.click(await screen.findByRole("button", { name: "Resend email" }));
    expect(
      await screen.findByText("Too many requests. Please try again later."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Resend email" })).toBeEnabled();
  });

  it("stays hidden for visitors and confirmed users", async () => {
    const { client } = renderBanner(
      fakeAuthClient({ getSession: vi.fn(async () => fakeSession()) }),
    );
    await vi.waitFor(() => expect(client.getSession).toHaveBeenCalled());
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("tells a visitor who just signed up from a report where the link went and what it does", async () => {
    renderBanner(fakeAuthClient(), {
      pathname: "/app",
      search: "?analysis_id=a1",
      state: { signedUpAs: "new@example.com" },
    });
    expect(await screen.findByRole("status")).toHaveTextContent(
      MESSAGES.signUpDoneReport("new@example.com"),
    );
  });

  it("says Email confirmed on the page the link opens, once, and drops the flag", async () => {
    const { user } = renderBanner(
      fakeAuthClient({ getSession: vi.fn(async () => fakeSession("ana@example.com")) }),
      "/app?analysis_id=a1&email_confirmed=1",
    );
    expect(await screen.findByText(MESSAGES.emailConfirmed)).toBeInTheDocument();
    expect(await screen.findByText("At /app?analysis_id=a1")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText(MESSAGES.emailConfirmed)).not.toBeInTheDocument();
  });
});
