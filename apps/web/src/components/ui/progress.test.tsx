import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Progress } from "./progress";

describe("Progress", () => {
  it("reports how far it is when the total is known", () => {
    render(<Progress aria-label="Comments fetched" value={3} max={12} />);
    const bar = screen.getByRole("progressbar", { name: "Comments fetched" });

    expect(bar).toHaveAttribute("aria-valuenow", "3");
    expect(bar).toHaveAttribute("aria-valuemax", "12");
  });

  it("claims no value when the total is unknown", () => {
    render(<Progress aria-label="Analysing comments" value={null} />);
    const bar = screen.getByRole("progressbar", { name: "Analysing comments" });

    expect(bar).not.toHaveAttribute("aria-valuenow");
    expect(bar).toHaveAttribute("data-state", "indeterminate");
  });

  it("keeps out-of-range values inside the bar", () => {
    render(<Progress aria-label="Posts analysed" value={140} />);

    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  });
});
