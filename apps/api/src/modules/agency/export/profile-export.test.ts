import {
  type AgencyBranding,
  type ProfileAnalysisDetail,
  type ProfileInsightItem,
  type ProfilePost,
  profileAnalysisDetailSchema,
} from "@commentlens/shared";
import Papa from "papaparse";
import { getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { isWinAnsi } from "../../../lib/pdf/text.js";
import { buffer, pdfPages, text } from "../../../test/export-body.js";
import { dataUrl, JPEG_DATA_URL, pngBytes, pngDataUrl } from "../../../test/images.js";
import { METRIC_COLUMNS, POST_COLUMNS, RECOMMENDATION_COLUMNS } from "./csv.js";
import { renderProfileExport } from "./index.js";
import { commentHours, hourRange, peakHour } from "./report.js";

const NOW = new Date("2026-11-24T09:00:00.000Z");
const CREATED_AT = "2026-11-23T14:28:00.000Z";
const FORMULA_CAPTION = '=HYPERLINK("http://evil.example","click")';
const EMOJI_CAPTION = "Moss green is back 🌲🔥 Which colour next? 👇 Ação incrível";

// ---- a realistic completed profile analysis ------------------------------------------------

function post(i: number, changes: Partial<ProfilePost> = {}): ProfilePost {
  const shortcode = `DeP${String(i).padStart(2, "0")}xYz_${i}`;
  const likes = 1_200 + i * 137;
  const comments = 60 + i * 11;
  return {
    analysis_id: `analysis-${i}`,
    shortcode,
    url: `https://www.instagram.com/p/${shortcode}/`,
    media_type: (["photo", "video", "carousel"] as const)[i % 3] ?? "photo",
    taken_at: new Date(Date.UTC(2026, 10, 2 + i * 2, 16 + (i % 4), 5)).toISOString(),
    caption: `Trail day ${i}: the 28L pack in olive, tested on the ridge. Link in bio.`,
    likes,
    comments,
    views: i % 3 === 1 ? 20_000 + i * 900 : null,
    engagement_rate: Math.round((comments / likes) * 1000) / 10,
    thumbnail_url: `https://cdn.example.com/thumbs/${shortcode}.jpg`,
    status: "completed",
    error: null,
    analyzed_comments: comments - 3,
    sentiment_score: 0.6 + (i % 4) * 0.08,
    overall_sentiment: i % 4 === 3 ? "overwhelmingly positive" : "positive",
    ...changes,
  };
}

const POSTS: ProfilePost[] = [
  post(1, { caption: EMOJI_CAPTION }),
  post(2, { caption: FORMULA_CAPTION }),
  post(3, { caption: "-20% this weekend only, @fernloop.gear store\nsecond line, with a comma" }),
  post(4),
  post(5, { likes: null, engagement_rate: null }),
  post(6),
  post(7),
  post(8),
  post(9),
  post(10, {
    status: "failed",
    error: "The comments of this post could not be read.",
    analyzed_comments: null,
    sentiment_score: null,
    overall_sentiment: null,
  }),
];

function item(
  text: string,
  support: number,
  posts: string[],
  comments = ["c1", "c2"],
): ProfileInsightItem {
  return { text, support, post_shortcodes: posts, comment_ids: comments };
}

const code = (i: number) => POSTS[i - 1]?.shortcode ?? "";

/** Comments at real-looking times: an evening peak at 18:00 UTC and a smaller lunch bump. */
const QUARTER_HOURS = Array.from({ length: 96 }, (_, q) => {
  const hour = q / 4;
  return Math.round(40 * Math.exp(-((hour - 18.4) ** 2) / 6) + 12 * Math.exp(-((hour - 12) ** 2)));
});

const POSTING_HOURS: number[] = Array.from({ length: 24 }, (_, h) => (h >= 16 && h <= 19 ? 2 : 0));
POSTING_HOURS[16] = 3;

const DETAIL: ProfileAnalysisDetail = {
  read_only: false,
  id: "pa_fernloop",
  instagram_username: "fernloop.gear",
  profile_url: "https://www.instagram.com/fernloop.gear/",
  full_name: "Fern Loop Gear",
  profile_pic_url: "https://cdn.example.com/pics/fernloop.jpg",
  follower_count: 48_200,
  analysis_status: "completed",
  total_posts: 10,
  completed_posts: 9,
  failed_posts: 1,
  created_at: CREATED_AT,
  created_by: "maria@agency.example",
  error: null,
  engagement_rate: 4.3,
  average_engagement: 1_912.4,
  sentiment_score: 0.74,
  overall_sentiment: "positive",
  posts: POSTS,
  progress: {
    status: "completed",
    progress: 100,
    total_posts: 10,
    completed_posts: 9,
    failed_posts: 1,
    current_step: "Complete",
    started_at: CREATED_AT,
    updated_at: "2026-11-23T14:31:12.000Z",
    error: null,
  },
  profile_insights: {
    summary:
      "Across 9 analysed posts, @fernloop.gear's audience is warm and practical: 68% of 1,043 comments are positive, and people mostly ask about sizes, colours and shipping. Reels get 2× the comments of photos. 🔥 appears in 212 comments.",
    audience_insights: {
      engagement_patterns: {
        text: "Average engagement: 1,912 likes and comments per post, steady across the last month.",
        available: true,
      },
      sentiment_analysis: {
        text: "Positive overall (0.74): praise for the olive colour and the hip belt outweighs complaints about delivery times.",
        available: true,
      },
      audience_preferences: [
        item("Colour drops: “Moss green 😍” and “olive drab please”", 148, [code(1), code(4)]),
        item("Fit and sizing questions on every carousel", 96, [code(2), code(5), code(8)]),
      ],
      demographic_insights: [
        item("Mostly hikers and commuters, many from Brazil (Portuguese comments)", 131, [code(1)]),
        item("Some comments in Russian: «Сколько стоит доставка?»", 12, [code(7)]),
      ],
      behaviour: [
        {
          label: "Regulars",
          count: 84,
          percentage: 12,
          description: "Commented on two or more of the posts.",
          usernames: ["ana.lima", "joão.silva", "trailmike"],
        },
        {
          label: "Question askers",
          count: 173,
          percentage: 25,
          description: "Asked at least one question.",
          usernames: ["bea", "caio"],
        },
        {
          label: "Critics",
          count: 21,
          percentage: 3,
          description: "Left a negative comment.",
          usernames: [],
        },
      ],
    },
    content_strategy: {
      content_themes: [
        item("Trail tests of the 28L pack", 4, [code(1), code(4), code(7), code(8)], []),
        item("Behind-the-scenes at the workshop", 2, [code(2), code(6)], []),
      ],
      posting_frequency: {
        text: "A post every 2 days on average over the last 20 days.",
        available: true,
      },
      best_performing_content: item(
        `Post ${code(8)} (carousel) had the highest engagement rate: 6.4%.`,
        1,
        [code(8)],
        [],
      ),
      optimal_posting_times: {
        text: "Comments peak at 18:00–19:00 UTC; posts published between 16:00 and 19:00 UTC drew the most comments.",
        available: true,
      },
    },
    performance_metrics: {
      engagement_trends: {
        text: "Engagement rate rose from 5.3% to 6.5% across the period.",
        available: true,
      },
      growth_indicators: {
        text: "Follower growth can't be told from comments alone: the data holds no follower history.",
        available: false,
      },
      benchmark_comparison: {
        text: "No benchmark: only this profile's posts were analysed.",
        available: false,
      },
      roi_indicators: {
        text: "41 comments show purchase intent (“where can I buy”, “link?”).",
        available: true,
      },
    },
    recommendations: {
      primary_recommendation: item(
        "Answer the 38 open questions about sizing before the next drop",
        38,
        [code(2), code(5)],
      ),
      content_optimization: [
        item(
          "Post more carousels: they get 1.6× the comments of photos",
          3,
          [code(2), code(5), code(8)],
          [],
        ),
        item("=SUM(A1:A9) people asked for a size chart in the caption", 27, [code(5)]),
      ],
      audience_growth: [item("Reply to Portuguese comments in Portuguese 🇧🇷", 131, [code(1)])],
      engagement_improvement: [
        item("-Pin a reply with shipping times to cut repeat questions", 44, [code(2), code(5)]),
      ],
      monetization_opportunities: [],
    },
    metrics: {
      posts_analyzed: 9,
      posts_failed: 1,
      total_comments: 1_043,
      total_likes: 18_470,
      average_engagement: 1_912.4,
      engagement_rate: 4.3,
      median_engagement_rate: 4.1,
      active_commenters: 702,
      repeat_commenters: 84,
      sentiment_score: 0.74,
      overall_sentiment: "positive",
      sentiment_breakdown: { positive: 68, neutral: 24, negative: 8 },
      sentiment_counts: { positive: 671, neutral: 237, negative: 79 },
      spam_count: 31,
      giveaway_count: 25,
      questions: 173,
      unanswered_questions: 38,
      languages: [
        { language: "en", count: 701, percentage: 67.2 },
        { language: "pt", count: 231, percentage: 22.1 },
        { language: "ru", count: 12, percentage: 1.2 },
        { language: "und", count: 99, percentage: 9.5 },
      ],
    },
    trend: POSTS.filter((p) => p.status === "completed")
      .map((p) => ({
        shortcode: p.shortcode,
        taken_at: p.taken_at,
        media_type: p.media_type,
        likes: p.likes,
        comments: p.comments,
        engagement_rate: p.engagement_rate,
        sentiment_score: p.sentiment_score,
      }))
      .reverse(),
    drivers: [
      {
        dimension: "format",
        value: "carousel",
        posts: 3,
        average_comments: 144,
        average_engagement_rate: 6.1,
        average_sentiment: 0.79,
        text: "Carousels average 144 comments, 1.6× the profile's average.",
        post_shortcodes: [code(2), code(5), code(8)],
      },
      {
        dimension: "posting_hour",
        value: "16:00–21:00 UTC",
        posts: 7,
        average_comments: 121,
        average_engagement_rate: 5.2,
        average_sentiment: 0.75,
        text: "Posts published 16:00–21:00 UTC average 121 comments.",
        post_shortcodes: [code(1), code(2)],
      },
    ],
    comment_quarter_hours: QUARTER_HOURS,
    posting_hours_utc: POSTING_HOURS,
    regulars: [
      { username: "ana.lima", posts: 7 },
      { username: "joão.silva", posts: 6 },
      { username: "trailmike", posts: 5 },
    ],
    generated_at: "2026-11-23T14:31:12.000Z",
  },
};

const BRANDING: AgencyBranding = {
  agency_name: "Northwind Social",
  logo_data_url: pngDataUrl(),
};

// ---- helpers --------------------------------------------------------------------------

async function pdfAll(detail: ProfileAnalysisDetail, branding: AgencyBranding | null) {
  const file = await renderProfileExport(detail, "pdf", branding, NOW);
  return (await pdfPages(file.body)).join(" ");
}

/** The CSV's tables: rows between blank lines, each table's first row its header. */
function csvTables(body: string): string[][][] {
  expect(body.startsWith("\uFEFF")).toBe(true);
  const parsed = Papa.parse<string[]>(body.slice(1), { header: false, skipEmptyLines: false });
  expect(parsed.errors).toEqual([]);
  const tables: string[][][] = [[]];
  for (const row of parsed.data) {
    if (row.length === 1 && row[0] === "") tables.push([]);
    else tables.at(-1)?.push(row);
  }
  return tables.filter((t) => t.length > 0);
}

function records(table: string[][]): Array<Record<string, string>> {
  const [header = [], ...rows] = table;
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ""])));
}

// ---- tests ----------------------------------------------------------------------------

describe("the fixture", () => {
  it("is a valid profile analysis detail", () => {
    expect(profileAnalysisDetailSchema.parse(DETAIL)).toEqual(DETAIL);
  });
});

describe("file names and types", () => {
  it.each([
    ["json", "application/json; charset=utf-8"],
    ["csv", "text/csv; charset=utf-8"],
    ["pdf", "application/pdf"],
  ] as const)("%s is profile-analysis-{username}-{day}", async (format, type) => {
    const file = await renderProfileExport(DETAIL, format, null, NOW);
    expect(file.fileName).toBe(`profile-analysis-fernloop.gear-2026-11-24.${format}`);
    expect(file.contentType).toBe(type);
  });
});

describe("JSON", () => {
  it("holds the whole report and parses back to the analysis", async () => {
    const file = await renderProfileExport(DETAIL, "json", BRANDING, NOW);
    const doc = JSON.parse(text(file.body));
    expect(Object.keys(doc)).toEqual(["profile", "generated_at", "posts", "profile_insights"]);
    expect(doc.generated_at).toBe(NOW.toISOString());
    const { posts, profile_insights, progress: _p, created_by: _c, ...profile } = DETAIL;
    expect(doc.profile).toEqual(profile);
    expect(doc.profile_insights).toEqual(profile_insights);
    expect(doc.posts).toHaveLength(posts.length);
    expect(new Set(doc.posts.map((p: ProfilePost) => p.shortcode))).toEqual(
      new Set(posts.map((p) => p.shortcode)),
    );
    // Back into the contract's shape, it is the analysis the export was made from.
    const back = profileAnalysisDetailSchema.parse({
      ...doc.profile,
      created_by: DETAIL.created_by,
      posts: doc.posts,
      profile_insights: doc.profile_insights,
      progress: DETAIL.progress,
    });
    expect({ ...back, posts: [...back.posts].reverse() }).toEqual(DETAIL);
    // A team member's email stays out of a report made for a client.
    expect(text(file.body)).not.toContain("maria@agency.example");
    expect(text(file.body)).toContain(EMOJI_CAPTION);
  });
});

describe("CSV", () => {
  it("has a BOM, a row per post, the key figures and the recommendations", async () => {
    const file = await renderProfileExport(DETAIL, "csv", BRANDING, NOW);
    const body = text(file.body);
    const [posts, metrics, recs] = csvTables(body);
    expect(posts?.[0]).toEqual([...POST_COLUMNS]);
    expect(metrics?.[0]).toEqual([...METRIC_COLUMNS]);
    expect(recs?.[0]).toEqual([...RECOMMENDATION_COLUMNS]);

    const rows = records(posts ?? []);
    expect(rows).toHaveLength(POSTS.length);
    // Newest first, as the page lists them.
    expect(rows[0]?.shortcode).toBe(code(10));
    const byCode = new Map(rows.map((r) => [r.shortcode, r]));
    for (const p of POSTS) {
      const row = byCode.get(p.shortcode);
      expect(row?.url).toBe(p.url);
      expect(row?.media_type).toBe(p.media_type);
      expect(row?.taken_at).toBe(p.taken_at);
      expect(row?.likes).toBe(p.likes === null ? "" : String(p.likes));
      expect(row?.comments).toBe(String(p.comments));
      expect(row?.engagement_rate).toBe(
        p.engagement_rate === null ? "" : String(p.engagement_rate),
      );
      expect(row?.sentiment_score).toBe(
        p.sentiment_score === null ? "" : String(p.sentiment_score),
      );
      expect(row?.overall_sentiment).toBe(p.overall_sentiment ?? "");
      expect(row?.analyzed_comments).toBe(
        p.analyzed_comments === null ? "" : String(p.analyzed_comments),
      );
      expect(row?.status).toBe(p.status);
      expect(row?.error).toBe(p.error ?? "");
    }

    const metric = new Map((metrics ?? []).slice(1).map(([k, v]) => [k, v]));
    expect(metric.get("instagram_username")).toBe("fernloop.gear");
    expect(metric.get("prepared_by")).toBe("Northwind Social");
    expect(metric.get("generated_at")).toBe(NOW.toISOString());
    expect(metric.get("total_comments")).toBe("1043");
    expect(metric.get("engagement_rate")).toBe("4.3");
    expect(metric.get("sentiment_score")).toBe("0.74");
    expect(metric.get("unanswered_questions")).toBe("38");
    expect(metric.get("top_language")).toBe("English (67.2%)");
    expect(metric.get("peak_comment_hour")).toBe("18:00–19:00 UTC");
    expect(metric.get("summary")).toBe(DETAIL.profile_insights?.summary);

    const recommendations = records(recs ?? []);
    expect(recommendations[0]).toMatchObject({
      area: "primary_recommendation",
      recommendation: "Answer the 38 open questions about sizing before the next drop",
      support: "38",
      posts: `${code(2)} ${code(5)}`,
    });
    expect(recommendations.map((r) => r.area)).toEqual([
      "primary_recommendation",
      "content_optimization",
      "content_optimization",
      "audience_growth",
      "engagement_improvement",
    ]);
  });

  it("keeps emoji, accents, quotes, commas and newlines intact", async () => {
    const body = text((await renderProfileExport(DETAIL, "csv", null, NOW)).body);
    const rows = records(csvTables(body)[0] ?? []);
    const caption = (i: number) => rows.find((r) => r.shortcode === code(i))?.caption;
    expect(caption(1)).toBe(EMOJI_CAPTION);
    expect(body).toContain("🇧🇷");
    expect(body).not.toContain("prepared_by");
  });

  it("neutralises cells a spreadsheet would run as formulas", async () => {
    const body = text((await renderProfileExport(DETAIL, "csv", null, NOW)).body);
    const [posts, , recs] = csvTables(body);
    const rows = records(posts ?? []);
    const caption = (i: number) => rows.find((r) => r.shortcode === code(i))?.caption;
    expect(caption(2)).toBe(`'${FORMULA_CAPTION}`);
    expect(caption(3)).toBe(
      "'-20% this weekend only, @fernloop.gear store\nsecond line, with a comma",
    );
    const texts = records(recs ?? []).map((r) => r.recommendation);
    expect(texts).toContain("'=SUM(A1:A9) people asked for a size chart in the caption");
    expect(texts).toContain("'-Pin a reply with shipping times to cut repeat questions");
    // No cell of the file starts like a formula without the guard.
    for (const table of csvTables(body)) {
      for (const row of table) {
        for (const cell of row) {
          if (/^[=+@\t\r]/.test(cell)) throw new Error(`unguarded cell: ${cell}`);
          if (/^-/.test(cell) && Number.isNaN(Number(cell))) throw new Error(`unguarded: ${cell}`);
        }
      }
    }
  });
});

describe("PDF", () => {
  it("renders every section with CommentLens branding by default", async () => {
    const file = await renderProfileExport(DETAIL, "pdf", null, NOW);
    const body = buffer(file.body);
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const pages = await pdfPages(body);
    const all = pages.join(" ");
    expect(all).toContain("CommentLens");
    expect(all).toContain("@fernloop.gear");
    expect(all).toContain("Instagram profile report · Fern Loop Gear");
    for (const heading of [
      "Overview",
      "Profile summary",
      "Sentiment breakdown",
      "Audience",
      "Who comments",
      "Content",
      "Top themes",
      "Best performing content",
      "Posting frequency",
      "Engagement",
      "Engagement Clock (UTC)",
      "Performance",
      "Strategy",
      "HIGH PRIORITY",
      "Content optimization",
      "Audience growth",
      "Engagement improvement",
      "Monetization opportunities",
      "Posts",
    ]) {
      expect(all).toContain(heading);
    }
    // Key figures.
    for (const figure of ["4.3%", "9 of 10", "702", "0.74", "1,043", "1,912"]) {
      expect(all).toContain(figure);
    }
    expect(all).toContain("Answer the 38 open questions about sizing before the next drop");
    // Emoji in the report's own sentences are named, not dropped or garbled.
    expect(all).toContain("[emoji: fire] appears in 212 comments");
    // The clock's busiest hour, labelled in UTC.
    const peak = peakHour(commentHours(DETAIL.profile_insights as never));
    expect(peak?.hour).toBe(18);
    expect(all).toContain(`Busiest hour: ${hourRange(18)}`);
    // Every post, the failed one with its reason.
    for (const p of POSTS) expect(all).toContain(p.shortcode);
    expect(all).toContain("The comments of this post could not be read.");
    expect(all).toContain("hidden");
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page).toContain("Generated Nov 24, 2026, 09:00 UTC");
    });
    // Nothing outside the font's character set reached the page.
    expect([...all].filter((ch) => !isWinAnsi(ch.codePointAt(0) as number))).toEqual([]);
  });

  it("is white-labelled with the agency's name and logo", async () => {
    const file = await renderProfileExport(DETAIL, "pdf", BRANDING, NOW);
    const body = buffer(file.body);
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const all = (await pdfPages(body)).join(" ");
    expect(all).toContain("Northwind Social");
    expect(all).toContain("@fernloop.gear");
    expect(all).not.toMatch(/commentlens/i);
    // The logo is embedded as an image, and the file's properties name the agency too.
    expect(body.toString("latin1")).toMatch(/\/Subtype \/Image/);
    const pdf = await getDocumentProxy(new Uint8Array(body));
    const info = (await pdf.getMetadata()).info as Record<string, unknown>;
    expect(info.Author).toBe("Northwind Social");
    expect(JSON.stringify(info)).not.toMatch(/commentlens/i);
  });

  it("draws a JPEG logo, and a logo without a name", async () => {
    const jpeg = await renderProfileExport(
      DETAIL,
      "pdf",
      { agency_name: "Northwind Social", logo_data_url: JPEG_DATA_URL },
      NOW,
    );
    expect(buffer(jpeg.body).toString("latin1")).toMatch(/\/Filter \/DCTDecode/);
    const all = await pdfAll(DETAIL, { agency_name: null, logo_data_url: pngDataUrl() });
    expect(all).not.toMatch(/commentlens/i);
    expect(all).toContain("Profile report · @fernloop.gear");
  });

  it("falls back to the agency's name when the logo is broken", async () => {
    const png = pngBytes();
    const corrupt = [
      dataUrl("png", Buffer.concat([png.subarray(0, 8), Buffer.from("not really a png")])),
      dataUrl("png", png.subarray(0, png.length - 30)),
      dataUrl("png", Buffer.from(png).fill(0xff, 33, 37)), // a chunk length with the high bit set
      pngDataUrl({ filter: 9 }),
      dataUrl("jpeg", Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x02])),
      dataUrl("jpeg", png),
      "data:image/png;base64,AAAA",
      "not a data url at all",
    ];
    for (const logo of corrupt) {
      const file = await renderProfileExport(
        DETAIL,
        "pdf",
        { agency_name: "Northwind Social", logo_data_url: logo },
        NOW,
      );
      const body = buffer(file.body);
      expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(body.toString("latin1")).not.toMatch(/\/Subtype \/Image/);
      const all = (await pdfPages(body)).join(" ");
      expect(all).toContain("Northwind Social");
      expect(all).not.toMatch(/commentlens/i);
    }
  });

  it("renders what exists of an analysis without insights", async () => {
    const running: ProfileAnalysisDetail = {
      ...DETAIL,
      analysis_status: "in_progress",
      completed_posts: 4,
      profile_insights: null,
      engagement_rate: null,
      sentiment_score: null,
      overall_sentiment: null,
      average_engagement: null,
      posts: POSTS.map((p, i) =>
        i < 4 ? p : { ...p, status: "queued", error: null, analyzed_comments: null },
      ),
    };
    for (const format of ["json", "csv", "pdf"] as const) {
      const file = await renderProfileExport(running, format, null, NOW);
      expect(buffer(file.body).length).toBeGreaterThan(100);
    }
    const all = await pdfAll(running, null);
    expect(all).toContain("Analysis in progress: 4 of 10 posts analyzed");
    expect(all).toContain("Not analyzed yet.");
    expect(all).not.toContain("Strategy");
    const tables = csvTables(text((await renderProfileExport(running, "csv", null, NOW)).body));
    expect(tables).toHaveLength(2);
    expect(records(tables[0] ?? [])).toHaveLength(POSTS.length);
    const failed = await pdfAll(
      { ...running, analysis_status: "failed", error: "The profile is private." },
      null,
    );
    expect(failed).toContain("This analysis failed: The profile is private.");
  });

  it("is the same file for the same input, and breaks pages cleanly", async () => {
    const many: ProfileAnalysisDetail = {
      ...DETAIL,
      posts: Array.from({ length: 40 }, (_, i) => post(i + 1)),
      total_posts: 40,
    };
    const a = buffer((await renderProfileExport(many, "pdf", BRANDING, NOW)).body);
    const b = buffer((await renderProfileExport(many, "pdf", BRANDING, NOW)).body);
    expect(a.equals(b)).toBe(true);
    const pages = await pdfPages(a);
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages) {
      // A heading never ends a page, and a page of posts starts with the table's header.
      const content = page.replace(/Northwind Social · Profile report · .*$/, "").trim();
      for (const heading of [
        "Overview",
        "Audience",
        "Content",
        "Engagement",
        "Strategy",
        "Posts",
      ]) {
        expect(content.endsWith(heading)).toBe(false);
      }
      if (/^DeP\d/.test(content))
        throw new Error(`a page starts with a row: ${content.slice(0, 80)}`);
    }
    const row = /DeP\d\dxYz_\d+ (Photo|Video|Carousel) /;
    const tablePages = pages.filter((p) => row.test(p));
    expect(tablePages.length).toBeGreaterThan(1);
    for (const page of tablePages) expect(page).toContain("POST TYPE POSTED");
  });
});
