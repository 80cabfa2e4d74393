import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button";

describe("Button", () => {
  it("is a plain button that does not submit forms by accident", async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button onClick={onClick}>Export</Button>
      </form>,
    );

    await userEvent.click(screen.getByRole("button", { name: "Export" }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows Processing... and cannot be clicked again while loading", async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button type="submit" loading onClick={onClick}>
        Analyze Post
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Processing..." });

    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByText("Analyze Post")).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(
      <Button type="submit" onClick={onClick}>
        Analyze Post
      </Button>,
    );
    expect(screen.getByRole("button", { name: "Analyze Post" })).toBeEnabled();
  });

  it("styles its child instead when asChild is set", () => {
    render(
      <Button asChild variant="outline">
        <a href="/how-it-works">See how it works</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "See how it works" });

    expect(link).toHaveAttribute("href", "/how-it-works");
    expect(link.className).toContain("border-input");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
