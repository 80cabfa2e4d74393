import type { AnalysisState } from "@commentlens/shared";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { REPORT_SECTIONS, Report } from "./report";
import { fakeClient, fixtureAnalysis, fixtureComments } from "./test-fixtures/fixture";

function renderReport(
  analysis: ReturnType<typeof fixtureAnalysis> = fixtureAnalysis(),
  client: ReturnType<typeof fakeClient> = fakeClient(),
) {
  render(<Report analysis={analysis} client={client} />);
  return { user: userEvent.setup(), client, analysis };
}

const section = (name: string) => {
  const heading = screen.getByRole("heading", { level: 2, name });
  const element = heading.closest("section");
  if (!element) throw new Error(`section ${name} missing`);
  return element;
};

/** The figures of the breakdown list, e.g. "Positive 56% about 72 comments". */
function breakdownFigures() {
  const list = within(section("Comment Sentiment Breakdown")).getByRole("list", {
    name: "Sentiment breakdown",
  });
  return within(list)
    .getAllByRole("listitem")
    .map((item) => item.textContent);
}

describe("Report", () => {
  it("leads with the overall sentiment, score, comments analysed, time and source", () => {
    renderReport();
    const header = section("Positive");
    expect(within(header).getByText("68%")).toBeInTheDocument();
    expect(within(header).getByText("Analyzed 150 of 3,106 comments")).toBeInTheDocument();
    expect(within(header).getByText("0.4 s")).toBeInTheDocument();
    expect(within(header).getByText("Sample data")).toBeInTheDocument();
    expect(within(header).getByText("😊")).toBeInTheDocument();
  });

  it("says just how many comments were analysed when all of them were, and names an imported file", () => {
    renderReport(
      fixtureAnalysis((a) => {
        a.result.available = 150;
        a.source = "import";
        a.file_name = "comments-export.csv";
        a.result.overall_sentiment = "overwhelmingly negative";
      }),
    );
    const header = section("Overwhelmingly Negative");
    expect(within(header).getByText("150 comments analyzed")).toBeInTheDocument();
    expect(within(header).getByText("Imported file: comments-export.csv")).toBeInTheDocument();
  });

  it("shows every section, open, in reading order with the extensions", () => {
    renderReport();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      "Positive",
      "Key findings",
      "Comment Sentiment Breakdown",
      "Sentiment over time",
      "Languages",
      "Know Your Audience",
      "Audience Personas",
      "User Feedback Analysis",
      "Engagement & Pain Points",
      "Unanswered questions",
      "Content Opportunities",
      "Actionable Strategies",
      "All comments",
    ]);
    for (const { title, id } of REPORT_SECTIONS) {
      expect(screen.getByRole("button", { name: title })).toHaveAttribute("aria-expanded", "true");
      expect(section(title)).toHaveAttribute("id", id);
    }
    // The in-page contents link to every section.
    const nav = screen.getByRole("navigation", { name: "Report sections" });
    expect(within(nav).getAllByRole("link")).toHaveLength(REPORT_SECTIONS.length);
    expect(within(nav).getByRole("link", { name: "Audience Personas" })).toHaveAttribute(
      "href",
      "#audience-personas",
    );
  });

  it("collapses and reopens a section from its heading", async () => {
    const { user } = renderReport();
    const toggle = screen.getByRole("button", { name: "Audience Personas" });
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("Casual Fans")).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByText("Casual Fans")).toBeInTheDocument();
  });

  it("puts three key findings first, each with its support", () => {
    renderReport();
    const findings = within(section("Key findings")).getAllByRole("listitem");
    expect(findings).toHaveLength(3);
    expect(findings[0]).toHaveTextContent("“Moss”: praised by 5 people");
    expect(
      within(findings[0] as HTMLElement).getByRole("button", { name: /^5 comments/ }),
    ).toBeInTheDocument();
    expect(section("Key findings")).toHaveTextContent(
      "4 questions are still waiting for your reply",
    );
  });

  it("offers CSV, Excel, JSON and PDF exports as download links", async () => {
    const { user, client } = renderReport();
    await user.click(screen.getByRole("button", { name: "Export" }));
    const menu = await screen.findByRole("menu");
    const items = within(menu).getAllByRole("menuitem");
    const links = items.filter((item) => item.tagName === "A");
    expect(items.at(-1)).toHaveTextContent("All comments…");
    expect(links.map((l) => l.textContent)).toEqual([
      expect.stringContaining("CSV"),
      expect.stringContaining("Excel (XLSX)"),
      expect.stringContaining("JSON"),
      expect.stringContaining("PDF"),
    ]);
    for (const [i, format] of ["csv", "xlsx", "json", "pdf"].entries()) {
      expect(links[i]).toHaveAttribute("href", `/api/analyses/an_fixture/export?format=${format}`);
      expect(links[i]).toHaveAttribute("download");
    }
    expect(client.exportUrl).toHaveBeenCalledWith("an_fixture", "pdf");
  });

  it("exports every comment in the columns chosen, and says how many the file holds", async () => {
    const { user } = renderReport();
    await user.click(screen.getByRole("button", { name: "Export" }));
    await user.click(await screen.findByRole("menuitem", { name: /All comments/ }));
    const dialog = await screen.findByRole("dialog", { name: "Export all comments" });
    expect(dialog).toHaveTextContent(/The file holds all \d[\d,]* comments read for this report\./);
    // The comment's own data is ticked; the analysis's columns are there to add.
    expect(within(dialog).getByRole("checkbox", { name: "Username" })).toBeChecked();
    expect(within(dialog).getByRole("checkbox", { name: "Sentiment" })).not.toBeChecked();
    await user.click(within(dialog).getByRole("checkbox", { name: "Sentiment" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "Comment id" }));
    await user.click(within(dialog).getByRole("radio", { name: "JSON" }));
    const download = within(dialog).getByRole("link", { name: "Download" });
    const url = new URL(download.getAttribute("href") ?? "", "https://x.test");
    expect(url.searchParams.get("format")).toBe("json");
    expect(url.searchParams.get("columns")).toBe(
      "username,text,likes,timestamp,reply_to,reply_count,is_from_owner,label",
    );
    // Nothing ticked: nothing to download, and it says why.
    for (const name of [
      "Username",
      "Text",
      "Likes",
      "Posted at",
      "Reply to (comment id)",
      "Replies",
      "Written by the account",
      "Sentiment",
    ]) {
      await user.click(within(dialog).getByRole("checkbox", { name }));
    }
    expect(within(dialog).queryByRole("link", { name: "Download" })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent("Choose at least one column from the list.");
  });

  it("charts the findings' topics by sentiment; a bar opens its comments, a table gives the figures", async () => {
    const analysis = fixtureAnalysis();
    const result = analysis.result as NonNullable<AnalysisState["result"]>;
    const [first, second] = result.what_users_loved;
    const withTopics = {
      ...analysis,
      result: {
        ...result,
        what_users_loved: [
          { ...(first as NonNullable<typeof first>), topic: "moss" },
          { ...(second as NonNullable<typeof second>), topic: "light" },
          ...result.what_users_loved.slice(2),
        ],
      },
    };
    const { user } = renderReport(withTopics);
    const chart = screen.getByRole("list", { name: "Topics by comments" });
    const bars = within(chart).getAllByRole("button");
    expect(bars).toHaveLength(2);
    expect(bars[0]).toHaveAccessibleName(
      /^moss: \d+ comments: .*positive.*Show them in the explorer$/,
    );

    await user.click(screen.getByRole("button", { name: "Show as table" }));
    const table = screen.getByRole("table", { name: "Topics by comments" });
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((c) => c.textContent),
    ).toEqual(["moss", "light"]);
    await user.click(screen.getByRole("button", { name: "Show as chart" }));

    await user.click(
      within(screen.getByRole("list", { name: "Topics by comments" })).getAllByRole(
        "button",
      )[0] as HTMLElement,
    );
    expect(await screen.findByText(/Showing the comments behind “moss”/)).toBeInTheDocument();
  });

  it("offers a team's viewer no export", () => {
    renderReport({ ...fixtureAnalysis(), can_export: false });
    expect(screen.getByRole("heading", { level: 2, name: "Key findings" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Export" })).not.toBeInTheDocument();
  });

  it("shows percentages with the comments counted exactly, and recomputes them with spam included", async () => {
    const { user } = renderReport();
    // 128 audience comments once 10 spam and 10 giveaway entries are left out; the counts are
    // the comments themselves (as in the exports and the explorer), not 56% of 128.
    expect(breakdownFigures()).toEqual([
      "Positive56%71 comments",
      "Neutral24%31 comments",
      "Negative20%26 comments",
    ]);
    const breakdown = within(section("Comment Sentiment Breakdown"));
    expect(breakdown.getByText(/Based on 128 comments from your audience/)).toBeInTheDocument();
    expect(breakdown.getByRole("button", { name: /^10 spam/ })).toBeInTheDocument();
    expect(breakdown.getByRole("button", { name: /^10 giveaway entries/ })).toBeInTheDocument();

    const toggle = breakdown.getByRole("switch", { name: "Include spam and giveaway entries" });
    expect(toggle).toHaveAttribute("aria-checked", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-checked", "true");
    expect(breakdownFigures()).toEqual([
      "Positive52%77 comments",
      "Neutral30%45 comments",
      "Negative18%26 comments",
    ]);
    expect(breakdown.getByText(/Based on 148 comments from your audience/)).toBeInTheDocument();

    await user.click(toggle);
    expect(breakdownFigures()[0]).toBe("Positive56%71 comments");
  });

  it("opens the quoted comments behind an insight, in the analyzer's order", async () => {
    const { user, client, analysis } = renderReport();
    const loved = analysis.result.what_users_loved[0];
    if (!loved) throw new Error("fixture has no loved insight");
    const support = within(section("User Feedback Analysis")).getByRole("button", {
      name: `5 comments: show the comments behind “${loved.text}”`,
    });
    await user.click(support);
    const dialog = await screen.findByRole("dialog", { name: loved.text });
    expect(dialog).toHaveAccessibleDescription("5 comments support this finding.");
    expect(client.comments).toHaveBeenCalledWith(
      "an_fixture",
      { ids: loved.evidence.join(","), limit: 5 },
      expect.any(AbortSignal),
    );
    const quotes = await within(dialog).findAllByRole("figure");
    expect(quotes).toHaveLength(5);
    const first = fixtureComments.find((c) => c.id === loved.evidence[0]);
    if (!first) throw new Error("evidence comment missing");
    expect(quotes[0]).toHaveTextContent(`@${first.username}`);
    expect(quotes[0]).toHaveTextContent(first.text);
    expect(quotes[0]).toHaveTextContent(/(?<!\d)\d+ likes?/);
    expect(quotes[0]).toHaveTextContent("Positive");

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(support).toHaveFocus();
  });

  it("says how many supporting comments are quoted when the report keeps fewer", async () => {
    const { user } = renderReport();
    const personas = within(section("Audience Personas"));
    await user.click(personas.getByRole("button", { name: /^67 comments/ }));
    const dialog = await screen.findByRole("dialog", {
      name: "Casual Fans (48.9% of commenters)",
    });
    expect(dialog).toHaveAccessibleDescription(
      "67 comments support this finding. The report keeps 50 of them as quotes.",
    );
    expect(await within(dialog).findAllByRole("figure")).toHaveLength(50);
  });

  it("shows an error with a retry when the quotes cannot be loaded", async () => {
    const analysis = fixtureAnalysis();
    const driver = analysis.result.audience_insights.engagement_drivers[0];
    if (!driver) throw new Error("fixture has no engagement driver");
    const client = fakeClient();
    const answer = client.comments.getMockImplementation();
    let failed = false;
    client.comments.mockImplementation(async (id, query) => {
      if (query.ids === driver.evidence.join(",") && !failed) {
        failed = true;
        throw new ApiError(404, "Analysis not found.");
      }
      return answer?.(id, query) ?? { items: [], next_cursor: null, total: 0 };
    });
    const { user } = renderReport(analysis, client);
    await user.click(
      within(section("Engagement & Pain Points")).getByRole("button", {
        name: `5 comments: show the comments behind “${driver.text}”`,
      }),
    );
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Analysis not found.");
    await user.click(within(dialog).getByRole("button", { name: "Try again" }));
    expect(await within(dialog).findAllByRole("figure")).toHaveLength(5);
  });

  it("opens the explorer on an insight's comments from the drawer", async () => {
    const { user, client, analysis } = renderReport();
    const topic = analysis.result.content_opportunities.collaboration_ideas[0];
    if (!topic) throw new Error("fixture has no collaboration idea");
    await user.click(
      within(section("Content Opportunities")).getByRole("button", { name: /^9 comments/ }),
    );
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Show all in explorer" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    const explorer = within(section("All comments"));
    expect(explorer.getByText(`Showing the comments behind “${topic.text}”`)).toBeInTheDocument();
    await waitFor(() =>
      expect(client.comments).toHaveBeenLastCalledWith(
        "an_fixture",
        { sort: "likes", ids: topic.evidence.join(","), limit: 100 },
        expect.any(AbortSignal),
      ),
    );
    expect(await explorer.findByText("9 comments match these filters")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "All comments" })).toHaveFocus());

    await user.click(explorer.getByRole("button", { name: "Show all comments" }));
    expect(await explorer.findByText("150 comments")).toBeInTheDocument();
  });

  it("shows whom the audience talks about, for and against, each count opening those comments", async () => {
    const STANCES = ["support", "attack", "neutral"] as const;
    const sides = new Map(
      fixtureComments.map((c, i) => [
        c.id,
        {
          stance: STANCES[i % 3] as (typeof STANCES)[number],
          about: i % 2 === 0 ? "@trailhead" : "@nadia.frames",
        },
      ]),
    );
    const analysis = fixtureAnalysis((a) => {
      a.result.comments = a.result.comments.map((c) => ({ ...c, ...sides.get(c.id) }));
    });
    const comments = fixtureComments.map((c) => ({ ...c, ...sides.get(c.id) }));
    const { user } = renderReport(analysis, fakeClient({}, comments));
    const audience = within(section("Know Your Audience"));
    const critical = comments.filter((c) => c.stance === "attack" && c.about === "@nadia.frames");
    expect(audience.getByRole("heading", { name: "Who they talk about" })).toBeInTheDocument();
    await user.click(
      audience.getByRole("button", {
        name: `${critical.length} critical about @nadia.frames: show them in the comment explorer`,
      }),
    );
    const explorer = within(section("All comments"));
    expect(explorer.getByLabelText("Stance")).toHaveValue("attack");
    expect(explorer.getByLabelText("About")).toHaveValue("@nadia.frames");
    expect(
      await explorer.findByText(`${critical.length} comments match these filters`),
    ).toBeInTheDocument();
  });

  it("filters the explorer by a tag chip from the breakdown", async () => {
    const { user, client } = renderReport();
    await user.click(
      within(section("Comment Sentiment Breakdown")).getByRole("button", {
        name: "Questions: 5 comments, show them in the comment explorer",
      }),
    );
    const explorer = within(section("All comments"));
    expect(explorer.getByRole("button", { name: /^Questions/, pressed: true })).toBeInTheDocument();
    expect(await explorer.findByText("5 comments match these filters")).toBeInTheDocument();
    expect(client.comments).toHaveBeenLastCalledWith(
      "an_fixture",
      { sort: "likes", tag: "question", limit: 100 },
      expect.any(AbortSignal),
    );
  });

  it("lists languages by name and opens them in the explorer", async () => {
    const { user } = renderReport();
    const languages = within(section("Languages"));
    expect(
      languages.getByRole("button", { name: /^English: 56 comments, 37.8%/ }),
    ).toBeInTheDocument();
    // Comments with no language to tell are a row apart, named for what they are.
    const languageList = within(languages.getByRole("list", { name: "Languages" }));
    expect(languageList.queryByRole("button", { name: /^(Unknown|Emoji)/ })).toBeNull();
    const untold = within(languages.getByRole("list", { name: "No language to tell" }));
    expect(
      untold.getByRole("button", { name: /^Emoji or too short: 56 comments/ }),
    ).toBeInTheDocument();
    await user.click(languages.getByRole("button", { name: /^Portuguese: 11 comments/ }));
    const explorer = within(section("All comments"));
    expect(explorer.getByLabelText("Language")).toHaveValue("pt");
    expect(await explorer.findByText("11 comments match these filters")).toBeInTheDocument();
  });

  it("quotes the unanswered questions", async () => {
    const { client, analysis } = renderReport();
    const ids = analysis.result.unanswered_questions.comment_ids;
    const list = await within(section("Unanswered questions")).findByRole("list", {
      name: "Unanswered questions",
    });
    expect(within(list).getAllByRole("figure")).toHaveLength(ids.length);
    expect(list).toHaveTextContent("no chest strap pocket? pass");
    expect(client.comments).toHaveBeenCalledWith(
      "an_fixture",
      { ids: ids.join(","), limit: ids.length },
      expect.any(AbortSignal),
    );
  });

  it("says unanswered questions cannot be known when replies were not fetched", () => {
    const client = fakeClient();
    renderReport(
      fixtureAnalysis((a) => {
        a.result.unanswered_questions = { available: false, comment_ids: [] };
      }),
      client,
    );
    expect(section("Unanswered questions")).toHaveTextContent(
      "Replies were not fetched for this post, so unanswered questions can’t be known.",
    );
    expect(client.comments).not.toHaveBeenCalledWith(
      "an_fixture",
      expect.objectContaining({ ids: expect.any(String) }),
      expect.anything(),
    );
  });

  it("points to the pain points when concerns exist but no topic draws mostly criticism", () => {
    renderReport(
      fixtureAnalysis((a) => {
        a.result.areas_for_improvement = [];
        a.result.audience_insights.pain_points = [
          { text: "4 people raise concerns about shipping", evidence: [], support: 4 },
        ];
      }),
    );
    expect(section("User Feedback Analysis")).toHaveTextContent(
      "No topic draws mostly criticism; the concerns people raise are under Pain points.",
    );
  });

  it("says why a section is empty instead of showing a blank card", () => {
    renderReport(
      fixtureAnalysis((a) => {
        const r = a.result;
        r.what_users_loved = [];
        r.areas_for_improvement = [];
        r.audience_insights = {
          primary_demographics: [],
          audience_personas: [],
          content_preferences: [],
          engagement_drivers: [],
          pain_points: [],
        };
        r.content_opportunities = {
          trending_topics: [],
          content_gaps: [],
          collaboration_ideas: [],
        };
        r.actionable_strategies = [];
        r.language_breakdown = [];
        r.unanswered_questions = { available: true, comment_ids: [] };
        a.timeline = null;
      }),
    );
    expect(section("Key findings")).toHaveTextContent("No finding stands out");
    expect(section("Sentiment over time")).toHaveTextContent(
      "The timeline is not available for this analysis.",
    );
    expect(section("Languages")).toHaveTextContent(
      "No audience comments to tell the languages of.",
    );
    expect(section("Know Your Audience")).toHaveTextContent(
      "Too few comments to say who is commenting.",
    );
    expect(section("Know Your Audience")).toHaveTextContent(
      "No topic came up often enough to compare how it is received.",
    );
    expect(section("Audience Personas")).toHaveTextContent(
      "Too few commenters to group into personas.",
    );
    expect(section("User Feedback Analysis")).toHaveTextContent(
      "No theme of praise came up in more than one comment.",
    );
    expect(section("User Feedback Analysis")).toHaveTextContent(
      "No criticism of you or what you make came up in more than one comment.",
    );
    expect(section("Engagement & Pain Points")).toHaveTextContent(
      "Nothing in these comments stands out as driving engagement.",
    );
    expect(section("Engagement & Pain Points")).toHaveTextContent(
      "No complaint came up in more than one comment.",
    );
    expect(section("Unanswered questions")).toHaveTextContent(
      "Every question in the analyzed comments has a reply from you.",
    );
    expect(section("Content Opportunities")).toHaveTextContent(
      "No topic came up in enough comments to call it trending.",
    );
    expect(section("Content Opportunities")).toHaveTextContent(
      "No recurring question or request points to a gap in your content.",
    );
    expect(section("Content Opportunities")).toHaveTextContent("Nobody asked for a collaboration");
    expect(section("Actionable Strategies")).toHaveTextContent(
      "These comments do not point to a specific action yet",
    );
  });

  it("names the comments that came long after the rest instead of charting them", () => {
    renderReport(
      fixtureAnalysis((a) => {
        a.timeline = {
          bucket: "hour",
          points: [
            { start: "2026-10-20T10:00:00.000Z", positive: 3, neutral: 1, negative: 0 },
            { start: "2026-10-20T11:00:00.000Z", positive: 1, neutral: 0, negative: 2 },
          ],
          later: {
            from: "2027-01-05T10:00:00.000Z",
            to: "2027-03-01T10:00:00.000Z",
            positive: 2,
            neutral: 1,
            negative: 0,
          },
        };
      }),
    );
    expect(
      screen.getByText(
        /3 comments came later, from Jan 5, 2027 to Mar 1, 2027, and are not on the chart/,
      ),
    ).toBeInTheDocument();
  });

  it("hides the timeline with a sentence when there is a single point", () => {
    renderReport(
      fixtureAnalysis((a) => {
        a.timeline = {
          bucket: "hour",
          points: [{ start: "2026-10-20T10:00:00.000Z", positive: 3, neutral: 1, negative: 0 }],
          later: null,
        };
      }),
    );
    expect(section("Sentiment over time")).toHaveTextContent(
      "Not enough data for a timeline: all analyzed comments were posted within the same hour.",
    );
  });

  it("describes the timeline's busiest day when there is one to chart", () => {
    renderReport();
    const timeline = section("Sentiment over time");
    expect(timeline).toHaveTextContent(/Busiest day: Oct (19|20|21) with 136 comments\./);
    expect(within(timeline).getByRole("table", { hidden: true })).toBeInTheDocument();
  });

  it("shows personas with their share and an icon chosen from the type", () => {
    renderReport();
    const personas = within(section("Audience Personas")).getAllByRole("listitem", {
      name: "",
    });
    const casual = personas.find((p) => p.textContent?.startsWith("Casual Fans"));
    expect(casual).toHaveAttribute("data-persona-kind", "fan");
    expect(casual).toHaveTextContent("48.9%");
    expect(casual).toHaveTextContent("67 commenters, 67 comments");
    const critics = personas.find((p) => p.textContent?.startsWith("Critics"));
    expect(critics).toHaveAttribute("data-persona-kind", "generic");
  });

  it("shows what changed since the previous analysis of the post", () => {
    renderReport(
      fixtureAnalysis((a) => {
        a.comparison = {
          previous_id: "an_before",
          previous_created_at: "2026-11-10T12:00:00.000Z",
          sentiment_score_change: -0.062,
          previous_sentiment_score: 0.738,
          previous_overall_sentiment: "positive",
          comments_change: 40,
          previous_comments: 110,
          new_topics: ["Moss", "pockets"],
          dropped_topics: [],
        };
      }),
    );
    const changes = section("What changed since Nov 10, 2026");
    expect(changes).toHaveTextContent("Sentiment down 6 points");
    expect(changes).toHaveTextContent("74% (Positive) → 68%");
    expect(changes).toHaveTextContent("+40 comments");
    expect(changes).toHaveTextContent("110 → 150");
    expect(within(changes).getByText("Moss")).toBeInTheDocument();
    expect(changes).toHaveTextContent("Every earlier topic is still talked about.");
  });

  it("explains itself when the analysis has no result", () => {
    const analysis = fixtureAnalysis();
    delete (analysis as AnalysisState).result;
    render(<Report analysis={analysis} client={fakeClient()} />);
    expect(screen.getByText(/This analysis has no report yet/)).toBeInTheDocument();
  });

  it("opens a collapsed section from the contents", async () => {
    const { user } = renderReport();
    const toggle = screen.getByRole("button", { name: "Languages" });
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    const scroll = vi.spyOn(Element.prototype, "scrollIntoView");
    await user.click(
      within(screen.getByRole("navigation", { name: "Report sections" })).getByRole("link", {
        name: "Languages",
      }),
    );
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(toggle).toHaveFocus());
    scroll.mockRestore();
  });

  it("lands on the section a link names, once the report has rendered", async () => {
    window.history.replaceState(null, "", "/app?analysis_id=a1&assignee=me#all-comments");
    const scroll = vi.spyOn(Element.prototype, "scrollIntoView");
    try {
      render(<Report analysis={fixtureAnalysis()} client={fakeClient()} />);
      await waitFor(() =>
        expect(scroll.mock.contexts.map((el) => (el as Element).id)).toContain("all-comments"),
      );
      await waitFor(() =>
        expect(screen.getByRole("button", { name: "All comments" })).toHaveFocus(),
      );
    } finally {
      scroll.mockRestore();
      window.history.replaceState(null, "", "/");
    }
  });

  it("jumps to a section from the narrow-screen menu, opening it when collapsed", async () => {
    const { user } = renderReport();
    const toggle = screen.getByRole("button", { name: "Languages" });
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    const scroll = vi.spyOn(Element.prototype, "scrollIntoView");
    const jump = within(screen.getByRole("navigation", { name: "Jump to a report section" }));
    await user.selectOptions(jump.getByLabelText("Jump to section"), "Languages");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(toggle).toHaveFocus());
    expect(jump.getByRole("button", { name: "Top" })).toBeInTheDocument();
    scroll.mockRestore();
  });
});
