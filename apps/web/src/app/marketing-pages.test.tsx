import { matchRoute } from "@commentlens/shared";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AccuracyClaim, LandingPage } from "../features/marketing/landing-page";
import type { EvalFigures } from "../features/marketing/measured";
import { sampleExcerpt } from "../features/marketing/sample-excerpt";
import { AuthClientProvider } from "../lib/session/session";
import { fakeAuthClient } from "../lib/session/test-utils";
import { AppRoutes } from "./routes";

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
  languages: { codes: ["de", "en"], meanMacroF1: 0.59 },
  commentsPerSecond: 41_629,
};

async function renderAt(path: string) {
  render(
    <AuthClientProvider value={fakeAuthClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AuthClientProvider>,
  );
  return screen.findByRole("heading", { level: 1 });
}

function internalLinks(): string[] {
  return screen
    .getAllByRole("link")
    .map((link) => link.getAttribute("href") ?? "")
    .filter((href) => href.startsWith("/"));
}

describe("marketing pages", () => {
  it("walks through Submit, Analyze and Understand in order on the landing page", async () => {
    await renderAt("/");
    const steps = screen.getByRole("heading", { name: "Three steps from link to answer" })
      .nextElementSibling as HTMLElement;

    expect(steps.tagName).toBe("OL");
    expect(
      within(steps)
        .getAllByRole("heading")
        .map((h) => h.textContent),
    ).toEqual(["Submit", "Analyze", "Understand"]);
  });

  it("shows a live excerpt of the sample report, with its real figures and a link to it", async () => {
    await renderAt("/");
    const excerpt = screen.getByText(/^Sample report/).closest("figure") as HTMLElement;

    expect(excerpt).toHaveTextContent(
      `${Math.round(sampleExcerpt.sentiment_score * 100)}% sentiment score`,
    );
    for (const finding of sampleExcerpt.findings) expect(excerpt).toHaveTextContent(finding.text);
    expect(excerpt).toHaveTextContent(
      `Positive ${sampleExcerpt.sentiment_breakdown.positive}% (${sampleExcerpt.counts.positive})`,
    );
    expect(within(excerpt).getByRole("link", { name: /full sample report/ })).toHaveAttribute(
      "href",
      "/demo",
    );
  });

  it("marks the beta with a waitlist link and labels the testimonial as an example", async () => {
    await renderAt("/");

    expect(screen.getByRole("link", { name: /Beta.*waitlist/ })).toHaveAttribute(
      "href",
      "/newsletter",
    );
    const testimonial = screen.getByText(/^“I used to skim/).closest("figure") as HTMLElement;
    expect(testimonial).toHaveTextContent(
      "Example testimonial: illustrative, not from a real customer",
    );
  });

  it("leads every call to action to the app", async () => {
    await renderAt("/");
    const actions = screen.getAllByRole("link", { name: /Analyze a post/ });

    expect(actions.length).toBeGreaterThan(0);
    for (const action of actions) expect(action).toHaveAttribute("href", "/app");
  });

  it("quotes the measured accuracy with what it was measured on and how", () => {
    render(
      <MemoryRouter>
        <AccuracyClaim figures={figures} />
      </MemoryRouter>,
    );

    // Real comments, not the sample posts written for the demo.
    expect(screen.getByText("78%")).toBeInTheDocument();
    expect(
      screen.getByText(/measured on 600 comments under 12 public posts of two sports brands/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/72%|sample posts/)).not.toBeInTheDocument();
    expect(
      screen.getByText(/On the 4 posts we kept aside while tuning the analyzer: 76%/),
    ).toBeInTheDocument();
    expect(screen.getByText(/About 2 in 10 still get the wrong label/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "How we measure it" })).toHaveAttribute(
      "href",
      "/methodology",
    );
  });

  it("leads with the fresh set nobody looked at while tuning, when there is one", () => {
    const withFresh: EvalFigures = {
      ...figures,
      realComments: {
        ...(figures.realComments as NonNullable<EvalFigures["realComments"]>),
        fresh: { accuracy: 0.77, comments: 400, posts: 8 },
      },
    };
    render(
      <MemoryRouter>
        <AccuracyClaim figures={withFresh} />
      </MemoryRouter>,
    );
    expect(screen.getByText("77%")).toBeInTheDocument();
    expect(
      screen.getByText(
        /measured on 400 comments under 8 public posts of two sports brands that nobody looked at while tuning the analyzer/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/On the 600 comments we tuned and checked it on: 78%/),
    ).toBeInTheDocument();
  });

  it("leaves the accuracy out when the build has no measured figure", async () => {
    render(
      <MemoryRouter>
        <LandingPage figures={null} />
      </MemoryRouter>,
    );
    await screen.findByRole("heading", { level: 1 });

    expect(screen.queryByText(/of comments get the right sentiment label/)).not.toBeInTheDocument();
    expect(screen.queryByText(/95%|10K\+|1M\+/)).not.toBeInTheDocument();
  });

  it.each(["/", "/how-it-works"])("links only to pages that exist from %s", async (path) => {
    await renderAt(path);
    const hrefs = internalLinks();

    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      expect(matchRoute(href), `${href} has no page`).toBeDefined();
    }
  });

  it("ends how-it-works with the way to the app and to the sample report", async () => {
    await renderAt("/how-it-works");
    const tryIt = screen.getByRole("region", { name: "Try it on a post" });

    expect(within(tryIt).getByRole("link", { name: "Analyze a post" })).toHaveAttribute(
      "href",
      "/app",
    );
    expect(within(tryIt).getByRole("link", { name: "See the sample report" })).toHaveAttribute(
      "href",
      "/demo",
    );
  });

  it("gives every section of the how-it-works contents a target on the page", async () => {
    await renderAt("/how-it-works");
    const contents = screen.getByRole("navigation", { name: "On this page" });

    for (const link of within(contents).getAllByRole("link")) {
      const id = (link.getAttribute("href") ?? "").replace(/^#/, "");
      expect(document.getElementById(id), `#${id}`).not.toBeNull();
    }
  });
});
