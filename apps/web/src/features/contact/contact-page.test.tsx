import { CONTACT_MESSAGES, type ContactRequest } from "@commentlens/shared";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { type ContactClient, fieldErrorsOf } from "./api";
import { ContactPage } from "./contact-page";

function fakeClient(overrides: Partial<ContactClient> = {}) {
  return {
    send: vi.fn(async (_request: ContactRequest) => ({
      success: true as const,
      message: CONTACT_MESSAGES.sent,
    })),
    details: vi.fn(async () => ({ email: "support@commentlens.test" })),
    ...overrides,
  };
}

function renderContact(client: ContactClient = fakeClient()) {
  render(
    <MemoryRouter>
      <ContactPage client={client} />
    </MemoryRouter>,
  );
  return client;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("First name"), "Ana");
  await user.type(screen.getByLabelText("Last name"), "Silva");
  await user.type(screen.getByLabelText("Email"), "ana@example.com");
  await user.selectOptions(screen.getByLabelText("Subject"), "billing");
  await user.type(screen.getByLabelText("Message"), "How do I change my plan?");
}

describe("ContactPage", () => {
  it("labels every field above it and offers the five subjects", () => {
    renderContact();

    for (const label of ["First name", "Last name", "Email", "Subject", "Message"]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(
      within(screen.getByLabelText("Subject"))
        .getAllByRole("option")
        .map((o) => o.getAttribute("value")),
    ).toEqual(["general", "support", "billing", "partnership", "feedback"]);
  });

  it("shows the errors under their fields and sends nothing while the form is invalid", async () => {
    const user = userEvent.setup();
    const client = renderContact();

    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(screen.getByLabelText("First name")).toHaveAccessibleDescription(
      "Please enter your first name.",
    );
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
      "Please enter a valid email address.",
    );
    expect(screen.getByLabelText("Message")).toHaveAccessibleDescription(
      /At least 10 characters\. Please write a message of at least 10 characters\./,
    );
    expect(screen.getByLabelText("First name")).toHaveFocus();
    expect(client.send).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("First name"), "Ana");
    expect(screen.getByLabelText("First name")).not.toHaveAccessibleDescription();
  });

  it("sends the form, reads Sending... meanwhile, then shows the server's message", async () => {
    const user = userEvent.setup();
    let answer: (value: { success: true; message: string }) => void = () => {};
    const client = renderContact(
      fakeClient({
        send: vi.fn(
          () =>
            new Promise<{ success: true; message: string }>((resolve) => {
              answer = resolve;
            }),
        ),
      }),
    );
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    const busy = screen.getByRole("button", { name: "Sending..." });
    expect(busy).toBeDisabled();
    expect(client.send).toHaveBeenCalledWith({
      first_name: "Ana",
      last_name: "Silva",
      email: "ana@example.com",
      subject: "billing",
      message: "How do I change my plan?",
      website: "",
    });

    answer({ success: true, message: CONTACT_MESSAGES.sent });
    expect(await screen.findByText(CONTACT_MESSAGES.sent)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send another message" }));
    expect(screen.getByLabelText("First name")).toHaveValue("");
  });

  it("puts the server's field messages under their fields", async () => {
    const user = userEvent.setup();
    renderContact(
      fakeClient({
        send: vi.fn(async () => {
          throw new ApiError(
            400,
            "Please enter a valid email address.",
            "VALIDATION_FAILED",
            "email: Please enter a valid email address.",
          );
        }),
      }),
    );
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByLabelText("Email")).toHaveAccessibleDescription(
      "Please enter a valid email address.",
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows a rate limit or a failure in a banner and keeps what was typed", async () => {
    const user = userEvent.setup();
    const limited =
      "You have sent too many messages in the last hour. Please try again later, or email us directly at support@commentlens.test.";
    renderContact(
      fakeClient({
        send: vi.fn(async () => {
          throw new ApiError(429, limited, "RATE_LIMITED");
        }),
      }),
    );
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(limited);
    expect(screen.getByLabelText("Message")).toHaveValue("How do I change my plan?");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  it("shows the support address from the server", async () => {
    renderContact();

    expect(await screen.findByRole("link", { name: "support@commentlens.test" })).toHaveAttribute(
      "href",
      "mailto:support@commentlens.test",
    );
  });

  it("hides the honeypot from people and assistive tech, out of the tab order", () => {
    renderContact();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');

    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: /empty/ })).not.toBeInTheDocument();
  });
});

describe("fieldErrorsOf", () => {
  it("reads the API's 'field: message; field: message' details", () => {
    expect(
      fieldErrorsOf("email: Please enter a valid email address.; message: Too short.; x: y"),
    ).toEqual({ email: "Please enter a valid email address.", message: "Too short." });
    expect(fieldErrorsOf(undefined)).toEqual({});
  });
});
