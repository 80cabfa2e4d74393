import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { PageDocument } from "../../../vite-plugins/content/types";
import { DocumentView, formatDay } from "./document-view";

const sections = ["Who we are", "What we collect", "How long we keep it", "Your rights"];

const privacy: PageDocument = {
  title: "Privacy Policy",
  updated: "2024-12-15",
  html: sections.map((s, i) => `<h2 id="s${i}">${s}</h2>\n<p>Text of ${s}.</p>\n`).join(""),
  headings: sections.map((text, i) => ({ depth: 2, id: `s${i}`, text })),
};

function renderDocument(document: PageDocument) {
  const router = createMemoryRouter([{ path: "/", element: <DocumentView document={document} /> }]);
  render(<RouterProvider router={router} />);
}

describe("legal document", () => {
  it("shows the title and the day it was last updated", () => {
    renderDocument(privacy);
    expect(screen.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeInTheDocument();
    expect(screen.getByText(/Last updated/)).toHaveTextContent("Last updated December 15, 2024");
    expect(screen.getByText("December 15, 2024")).toHaveAttribute("datetime", "2024-12-15");
  });

  it("lists its sections, each link with a target on the page", () => {
    renderDocument(privacy);
    const contents = screen.getByRole("navigation", { name: "On this page" });
    const links = within(contents).getAllByRole("link");
    expect(links.map((a) => a.textContent)).toEqual(sections);
    for (const link of links) {
      const id = (link.getAttribute("href") ?? "").slice(1);
      expect(document.getElementById(id), id).not.toBeNull();
    }
  });

  it("leaves out the date and the contents when a document has neither", () => {
    renderDocument({ title: "Methodology", html: "<p>Short.</p>", headings: [] });
    expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "On this page" })).not.toBeInTheDocument();
  });

  it("formats calendar days the same in every time zone", () => {
    expect(formatDay("2024-01-01")).toBe("January 1, 2024");
    expect(formatDay("2024-12-31")).toBe("December 31, 2024");
  });
});
