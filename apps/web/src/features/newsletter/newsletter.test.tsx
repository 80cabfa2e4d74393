import { NEWSLETTER_MESSAGES } from "@commentlens/shared";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import type { NewsletterClient } from "./api";
import { ConfirmPage } from "./confirm-page";
import { subscribeProblem } from "./failures";
import { NewsletterPage } from "./newsletter-page";
import { UnsubscribePage } from "./unsubscribe-page";

function fakeClient(overrides: Partial<NewsletterClient> = {}): NewsletterClient {
  return {
    subscribe: vi.fn(async () => ({
      success: true as const,
      message: NEWSLETTER_MESSAGES.checkInbox,
    })),
    confirm: vi.fn(async () => ({ status: "confirmed" as const })),
    unsubscribe: vi.fn(async () => ({ status: "unsubscribed" as const })),
    ...overrides,
  };
}

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [path] });
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

describe("NewsletterPage", () => {
  it("keeps Subscribe disabled while the field is empty", async () => {
    const user = userEvent.setup();
    renderAt("/newsletter", <NewsletterPage client={fakeClient()} />);
    const button = screen.getByRole("button", { name: "Subscribe" });

    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText("Email"), "   ");
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText("Email"), "a");
    expect(button).toBeEnabled();
  });

  it("says an address is invalid under the field, without calling the server", async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    renderAt("/newsletter", <NewsletterPage client={client} />);

    await user.type(screen.getByLabelText("Email"), "ana@");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));

    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
      "Please enter a valid email address.",
    );
    expect(client.subscribe).not.toHaveBeenCalled();
  });

  it("signs up from the newsletter page and shows the server's message", async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    renderAt("/newsletter", <NewsletterPage client={client} />);

    await user.type(screen.getByLabelText("Email"), "  ana@example.com ");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));

    expect(await screen.findByText(NEWSLETTER_MESSAGES.checkInbox)).toBeInTheDocument();
    expect(client.subscribe).toHaveBeenCalledWith({
      email: "ana@example.com",
      source: "newsletter_page",
    });
  });

  it.each([
    [
      "the service fails",
      new ApiError(500, "Internal error", "INTERNAL"),
      NEWSLETTER_MESSAGES.failed,
    ],
    ["the call throws", new TypeError("network"), NEWSLETTER_MESSAGES.unexpected],
    [
      "too many sign-ups",
      new ApiError(429, NEWSLETTER_MESSAGES.rateLimited, "RATE_LIMITED"),
      NEWSLETTER_MESSAGES.rateLimited,
    ],
  ])("shows the matching error message when %s", async (_name, error, message) => {
    const user = userEvent.setup();
    renderAt(
      "/newsletter",
      <NewsletterPage
        client={fakeClient({
          subscribe: vi.fn(async () => {
            throw error;
          }),
        })}
      />,
    );
    await user.type(screen.getByLabelText("Email"), "ana@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(message);
  });

  it("falls back to 'Failed to subscribe' when the answer is not a success", async () => {
    const user = userEvent.setup();
    renderAt(
      "/newsletter",
      <NewsletterPage
        client={fakeClient({
          subscribe: vi.fn(async () => ({}) as never),
        })}
      />,
    );
    await user.type(screen.getByLabelText("Email"), "ana@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(NEWSLETTER_MESSAGES.fallback);
  });

  it("answers the FAQ on frequency and unsubscribing", () => {
    renderAt("/newsletter", <NewsletterPage client={fakeClient()} />);

    expect(screen.getByText("How often will you email me?")).toBeInTheDocument();
    expect(screen.getByText("How do I unsubscribe?")).toBeInTheDocument();
  });
});

describe("subscribeProblem", () => {
  it("puts a rejected address under the field", () => {
    expect(
      subscribeProblem(
        new ApiError(400, "Please enter a valid email address.", "VALIDATION_FAILED"),
      ),
    ).toEqual({ field: true, message: "Please enter a valid email address." });
  });
});

describe("ConfirmPage", () => {
  it("confirms once as it opens, even under StrictMode's double effects", async () => {
    const client = fakeClient();
    renderAt("/newsletter/confirm?token=tok1", <ConfirmPage client={client} />);

    expect(screen.getByText("Confirming your subscription...")).toBeInTheDocument();
    expect(await screen.findByText(NEWSLETTER_MESSAGES.confirmed)).toBeInTheDocument();
    expect(client.confirm).toHaveBeenCalledTimes(1);
    expect(client.confirm).toHaveBeenCalledWith("tok1");
  });

  it("says an invalid or expired link is one, in the server's words", async () => {
    const client = fakeClient({
      confirm: vi.fn(async () => {
        throw new ApiError(400, NEWSLETTER_MESSAGES.confirmInvalid, "INVALID_TOKEN");
      }),
    });
    renderAt("/newsletter/confirm?token=old", <ConfirmPage client={client} />);

    expect(await screen.findByRole("alert")).toHaveTextContent(NEWSLETTER_MESSAGES.confirmInvalid);
    expect(screen.getByRole("link", { name: "Subscribe again" })).toHaveAttribute(
      "href",
      "/newsletter",
    );
  });

  it("needs a token, and offers a retry when the server could not be reached", async () => {
    const user = userEvent.setup();
    const confirm = vi
      .fn<NewsletterClient["confirm"]>()
      .mockRejectedValueOnce(new ApiError(0))
      .mockResolvedValueOnce({ status: "confirmed" });
    renderAt("/newsletter/confirm?token=tok2", <ConfirmPage client={fakeClient({ confirm })} />);

    expect(await screen.findByRole("alert")).toHaveTextContent(NEWSLETTER_MESSAGES.unexpected);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(NEWSLETTER_MESSAGES.confirmed)).toBeInTheDocument();
  });

  it("treats a link without a token as invalid", () => {
    const client = fakeClient();
    renderAt("/newsletter/confirm", <ConfirmPage client={client} />);

    expect(screen.getByRole("alert")).toHaveTextContent(NEWSLETTER_MESSAGES.confirmInvalid);
    expect(client.confirm).not.toHaveBeenCalled();
  });
});

describe("UnsubscribePage", () => {
  it("does nothing as it opens, and unsubscribes with the button", async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    renderAt("/newsletter/unsubscribe?token=tok3", <UnsubscribePage client={client} />);

    expect(client.unsubscribe).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Unsubscribe" }));

    expect(await screen.findByText(NEWSLETTER_MESSAGES.unsubscribed)).toBeInTheDocument();
    expect(client.unsubscribe).toHaveBeenCalledWith("tok3");
  });

  it("says when the link is not valid", async () => {
    const user = userEvent.setup();
    const client = fakeClient({
      unsubscribe: vi.fn(async () => {
        throw new ApiError(404, NEWSLETTER_MESSAGES.unsubscribeInvalid, "NOT_FOUND");
      }),
    });
    renderAt("/newsletter/unsubscribe?token=bad", <UnsubscribePage client={client} />);
    await user.click(screen.getByRole("button", { name: "Unsubscribe" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      NEWSLETTER_MESSAGES.unsubscribeInvalid,
    );
    expect(screen.queryByRole("button", { name: "Unsubscribe" })).not.toBeInTheDocument();
  });
});
