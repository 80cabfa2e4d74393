import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AboutPage, measuredStats } from "./about-page";
import type { EvalFigures } from "./measured";

const figures: EvalFigures = {
  measuredAt: "2026-11-23T15:13:01.803Z",
  realComments: {
    accuracy: 0.7817,
    comments: 600,
    posts: 12,
    holdout: { accuracy: 0.755, comments: 200, posts: 4 },
    fresh: null,
  },
  sample: { accuracy: 0.7199, comments: 332 },
  tweetEval: { accuracy: 0.6843, texts: 1999 },
  languages: { codes: ["ar", "de", "en", "es", "fr", "hi", "it", "pt"], meanMacroF1: 0.59 },
  commentsPerSecond: 41_629.2,
};

function renderAbout(value: EvalFigures | null) {
  render(
    <MemoryRouter>
      <AboutPage figures={value} />
    </MemoryRouter>,
  );
}

describe("AboutPage", () => {
  it("states the mission and the three values", () => {
    renderAbout(figures);

    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Our mission is/)).toBeInTheDocument();
    for (const value of ["Innovation", "Privacy", "Simplicity"]) {
      expect(screen.getByRole("heading", { name: value, level: 3 })).toBeInTheDocument();
    }
  });

  it("shows only measured figures, with the method one click away", () => {
    renderAbout(figures);

    expect(measuredStats(figures).map((s) => s.value)).toEqual(["78%", "68%", "8", "41,629"]);
    expect(screen.getByText(/on 600 comments under 12 public posts/)).toBeInTheDocument();
    expect(screen.getByText(/Arabic, German, English/)).toBeInTheDocument();
    expect(screen.getByText(/last run on November 23, 2026/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "How we measure" })).toHaveAttribute(
      "href",
      "/methodology",
    );
    // The seed's invented marketing numbers never appear.
    expect(document.body).not.toHaveTextContent(/10K\+|1M\+|95%|24\/7/);
  });

  it("leaves the figures out when the build has none", () => {
    renderAbout(null);

    expect(
      screen.queryByRole("heading", { name: "Measured, not claimed" }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "How we measure" })).not.toBeInTheDocument();
  });

  it("links to the app and to the contact page", () => {
    renderAbout(figures);

    expect(screen.getByRole("link", { name: /Analyze a post/ })).toHaveAttribute("href", "/app");
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  });
});
