import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "./collapsible";

describe("Collapsible", () => {
  it("starts open when asked and collapses from its trigger", async () => {
    const user = userEvent.setup();
    render(
      <Collapsible defaultOpen>
        <CollapsibleTrigger>What they loved</CollapsibleTrigger>
        <CollapsibleContent>Praise grouped by theme</CollapsibleContent>
      </Collapsible>,
    );
    const trigger = screen.getByRole("button", { name: "What they loved" });

    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Praise grouped by theme")).toBeVisible();

    await user.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("Praise grouped by theme")).not.toBeInTheDocument();
  });
});
