import data from "virtual:demo/sample-report";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { REPORT_SECTIONS } from "../report/report";
import { DemoPage } from "./demo-page";

function renderDemo() {
  const router = createMemoryRouter(
    [
      { path: "/demo", Component: DemoPage },
      { path: "/app", Component: () => <h1>App page</h1> },
    ],
    { initialEntries: ["/demo"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("DemoPage", () => {
  it("shows the three steps and the sample report with all of its sections", async () => {
    renderDemo();

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      `made from ${data.comments.length} comments`,
    );
    const steps = screen.getByRole("heading", { name: "How it works" })
      .nextElementSibling as HTMLElement;
    expect(within(steps).getAllByRole("listitem")).toHaveLength(3);
    for (const section of REPORT_SECTIONS) {
      expect(screen.getByRole("heading", { name: section.title })).toBeInTheDocument();
    }
    expect(screen.getByText("Sample data", { selector: "dd *, dd" })).toBeInTheDocument();
    // The comment table reads the bundled comments through the in-memory client.
    const explorer = screen.getByRole("heading", { name: "All comments" }).closest("section");
    if (!explorer) throw new Error("the comment explorer is missing");
    expect(
      await within(explorer).findByText(`${data.comments.length} comments`),
    ).toBeInTheDocument();
  });

  it("links to the app and to pricing, and says the sample's account is invented", () => {
    renderDemo();

    for (const link of screen.getAllByRole("link", { name: /Analyze/ })) {
      expect(link).toHaveAttribute("href", "/app");
    }
    expect(screen.getByRole("link", { name: "Compare plans" })).toHaveAttribute("href", "/pricing");
    expect(screen.getByText(/The account and its comments are invented/)).toBeInTheDocument();
  });

  it("sends the report's downloads to /app instead of downloading a page", async () => {
    const user = userEvent.setup();
    const router = renderDemo();

    await user.click(screen.getByRole("button", { name: /Export/ }));
    await user.click(await screen.findByRole("menuitem", { name: /CSV/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/app"));
  });
});
