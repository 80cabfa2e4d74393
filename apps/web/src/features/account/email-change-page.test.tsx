import { EMAIL_CHANGE_MESSAGES } from "@commentlens/shared";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { type AuthClient, AuthProvider } from "../../lib/session/session";
import { fakeAuthClient, fakeSession } from "../../lib/session/test-utils";
import { EmailChangePage } from "./email-change-page";
import { ACCOUNT_MESSAGES } from "./messages";

function renderAt(path: string, client: AuthClient) {
  const router = createMemoryRouter([{ path: "/account/email", Component: EmailChangePage }], {
    initialEntries: [path],
  });
  // Strict mode runs effects twice, as in development: each link must still be used once.
  render(
    <StrictMode>
      <AuthProvider client={client}>
        <RouterProvider router={router} />
      </AuthProvider>
    </StrictMode>,
  );
  return userEvent.setup();
}

describe("EmailChangePage, approval and confirmation links (?token=)", () => {
  it("shows the change the link approves and approves it only on a click", async () => {
    const client = fakeAuthClient();
    const user = renderAt("/account/email?token=tok-a", client);
    expect(
      await screen.findByText(
        ACCOUNT_MESSAGES.approveExplained("ana@example.com", "new@example.com"),
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Change your email address",
    );
    // Opening the page (as a mail scanner does) changes nothing.
    expect(client.describeEmailChange).toHaveBeenCalledWith("tok-a");
    expect(client.confirmEmailChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Approve the change" }));
    expect(
      await screen.findByText(ACCOUNT_MESSAGES.emailApproved("new@example.com")),
    ).toBeInTheDocument();
    expect(client.confirmEmailChange).toHaveBeenCalledTimes(1);
    expect(client.confirmEmailChange).toHaveBeenCalledWith("tok-a");
  });

  it("confirms the new address on a click, and shows it in the header at once", async () => {
    let session = fakeSession("ana@example.com");
    const client = fakeAuthClient({
      getSession: vi.fn(async () => session),
      describeEmailChange: vi.fn(async () => ({
        step: "confirm" as const,
        from: "ana@example.com",
        to: "new@example.com",
      })),
      confirmEmailChange: vi.fn(async () => {
        session = fakeSession("new@example.com");
        return { status: "changed" as const, email: "new@example.com" };
      }),
    });
    const user = renderAt("/account/email?token=tok-b", client);
    expect(
      await screen.findByText(ACCOUNT_MESSAGES.confirmExplained("new@example.com")),
    ).toBeInTheDocument();
    expect(client.confirmEmailChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Confirm my new address" }));
    expect(
      await screen.findByText(ACCOUNT_MESSAGES.emailChanged("new@example.com")),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Account settings" })).toHaveAttribute(
      "href",
      "/account",
    );
    // The session is read again after the change.
    await vi.waitFor(() => {
      const lookups = vi.mocked(client.getSession).mock.invocationCallOrder;
      const change = vi.mocked(client.confirmEmailChange).mock.invocationCallOrder[0] ?? Infinity;
      expect(Math.max(...lookups)).toBeGreaterThan(change);
    });
  });

  it("shows the server's words for a void link, and retries after a failure", async () => {
    const describeEmailChange = vi
      .fn<AuthClient["describeEmailChange"]>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockRejectedValueOnce(
        new ApiError(400, EMAIL_CHANGE_MESSAGES.invalidLink, "EMAIL_CHANGE_LINK_INVALID"),
      );
    const client = fakeAuthClient({ describeEmailChange });
    const user = renderAt("/account/email?token=tok-c", client);
    expect(await screen.findByRole("alert")).toHaveTextContent(ACCOUNT_MESSAGES.linkFailed);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(EMAIL_CHANGE_MESSAGES.invalidLink)).toBeInTheDocument();
    expect(describeEmailChange).toHaveBeenCalledTimes(2);
    expect(client.confirmEmailChange).not.toHaveBeenCalled();
  });

  it("calls nothing without a token", async () => {
    const client = fakeAuthClient();
    renderAt("/account/email", client);
    expect(await screen.findByRole("alert")).toHaveTextContent(EMAIL_CHANGE_MESSAGES.invalidLink);
    expect(client.describeEmailChange).not.toHaveBeenCalled();
    expect(client.confirmEmailChange).not.toHaveBeenCalled();
  });
});

describe("EmailChangePage, the undo link (?undo=)", () => {
  it("asks first, then gives the old address back and signs this browser out", async () => {
    let session: ReturnType<typeof fakeSession> | null = fakeSession("thief@example.com");
    const client = fakeAuthClient({
      getSession: vi.fn(async () => session),
      undoEmailChange: vi.fn(async () => {
        session = null;
        return {
          status: "restored" as const,
          email: "ana@example.com",
          password_reset_needed: false,
        };
      }),
    });
    const user = renderAt("/account/email?undo=tok-u", client);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Undo the email change");
    expect(screen.getByText(ACCOUNT_MESSAGES.undoExplained)).toBeInTheDocument();
    // Opening the page (as a mail scanner does) changes nothing.
    expect(client.undoEmailChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Undo email change" }));
    expect(
      await screen.findByText(ACCOUNT_MESSAGES.emailRestored("ana@example.com")),
    ).toBeInTheDocument();
    expect(client.undoEmailChange).toHaveBeenCalledWith("tok-u");
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/auth?redirect=/account",
    );
  });

  it("says the password must be set again when it was changed after the change was asked for", async () => {
    const client = fakeAuthClient({
      undoEmailChange: vi.fn(async () => ({
        status: "restored" as const,
        email: "ana@example.com",
        password_reset_needed: true,
      })),
    });
    const user = renderAt("/account/email?undo=tok-p", client);
    await user.click(screen.getByRole("button", { name: "Undo email change" }));
    expect(
      await screen.findByText(ACCOUNT_MESSAGES.emailRestoredPasswordReset("ana@example.com")),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Set a new password" })).toHaveAttribute(
      "href",
      "/auth?mode=reset",
    );
  });

  it("shows the server's words when the link is void", async () => {
    const undoEmailChange = vi.fn<AuthClient["undoEmailChange"]>(async () => {
      throw new ApiError(400, EMAIL_CHANGE_MESSAGES.invalidUndoLink, "EMAIL_CHANGE_LINK_INVALID");
    });
    const user = renderAt("/account/email?undo=used", fakeAuthClient({ undoEmailChange }));
    await user.click(screen.getByRole("button", { name: "Undo email change" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      EMAIL_CHANGE_MESSAGES.invalidUndoLink,
    );
    expect(screen.queryByRole("button", { name: "Undo email change" })).not.toBeInTheDocument();
  });
});
