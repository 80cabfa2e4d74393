import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

describe("Tabs", () => {
  it("switches panels with the arrow keys", async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="comments">
        <TabsList aria-label="Report views">
          <TabsTrigger value="comments">Comments</TabsTrigger>
          <TabsTrigger value="personas">Personas</TabsTrigger>
        </TabsList>
        <TabsContent value="comments">All analysed comments</TabsContent>
        <TabsContent value="personas">Who is talking</TabsContent>
      </Tabs>,
    );

    expect(screen.getByRole("tabpanel")).toHaveTextContent("All analysed comments");
    await user.tab();
    expect(screen.getByRole("tab", { name: "Comments" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");

    expect(screen.getByRole("tab", { name: "Personas" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Who is talking");
  });
});
