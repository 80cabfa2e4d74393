import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Badge, statusBadgeVariant } from "./badge";

describe("Badge", () => {
  it("maps analysis statuses to their colours", () => {
    expect(statusBadgeVariant("in_progress")).toBe("in-progress");
    expect(statusBadgeVariant("analyzing")).toBe("in-progress");
    expect(statusBadgeVariant("completed")).toBe("completed");
    expect(statusBadgeVariant("failed")).toBe("failed");
    expect(statusBadgeVariant("archived")).toBe("other");
  });

  it("says the sentiment in words, not only in colour", () => {
    render(<Badge variant="negative">Negative</Badge>);
    expect(screen.getByText("Negative").className).toContain("text-negative-text");
  });
});
