import { POST_URL_MESSAGES } from "@commentlens/shared";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { URL_PLACEHOLDER, UrlForm } from "./url-form";

function Harness({ onSubmit, busy = false }: { onSubmit: (url: string) => void; busy?: boolean }) {
  const [value, setValue] = useState("");
  return <UrlForm value={value} onChange={setValue} onSubmit={onSubmit} busy={busy} />;
}

const field = () => screen.getByLabelText("Instagram post or reel URL");
const button = () => screen.getByRole("button", { name: /Analyze Post|Processing/ });

describe("UrlForm", () => {
  it("has a labelled field with an example link and a button disabled while empty", async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={vi.fn()} />);
    expect(field()).toHaveAttribute("placeholder", `e.g. ${URL_PLACEHOLDER}`);
    expect(button()).toBeDisabled();
    await user.type(field(), "x");
    expect(button()).toBeEnabled();
  });

  it("says what is wrong under the field before any request", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);

    await user.type(field(), "   ");
    await user.click(button());
    expect(screen.getByText(POST_URL_MESSAGES.empty)).toBeInTheDocument();
    expect(field()).toHaveAttribute("aria-invalid", "true");

    await user.clear(field());
    await user.type(field(), "https://www.instagram.com/ana.bakes/");
    await user.click(button());
    expect(screen.getByText(POST_URL_MESSAGES.invalid)).toBeInTheDocument();
    expect(screen.queryByText(POST_URL_MESSAGES.empty)).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    // Typing again clears the message.
    await user.type(field(), "x");
    expect(screen.queryByText(POST_URL_MESSAGES.invalid)).not.toBeInTheDocument();
  });

  it.each(["https://www.instagram.com/p/DeuGrzTl6DY/", "instagram.com/reel/DeuGrzTl6DY?igsh=abc"])(
    "submits %s trimmed",
    async (link) => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      render(<Harness onSubmit={onSubmit} />);
      await user.type(field(), `  ${link} {Enter}`);
      expect(onSubmit).toHaveBeenCalledWith(link);
    },
  );

  it("reads Processing... and is disabled while busy", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <UrlForm
        value="https://www.instagram.com/p/DeuGrzTl6DY/"
        onChange={vi.fn()}
        onSubmit={onSubmit}
        busy
      />,
    );
    expect(button()).toHaveTextContent("Processing...");
    expect(button()).toBeDisabled();
    await user.type(field(), "{Enter}");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's URL message under the field", () => {
    render(
      <UrlForm
        value="https://www.instagram.com/p/x/"
        onChange={vi.fn()}
        onSubmit={vi.fn()}
        busy={false}
        serverError={POST_URL_MESSAGES.invalid}
      />,
    );
    expect(field()).toHaveAccessibleDescription(POST_URL_MESSAGES.invalid);
  });
});
