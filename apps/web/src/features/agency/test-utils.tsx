import {
  type AgencyAccess,
  type ProfileAnalysisDetail,
  type ProfileAnalysisSummary,
  type ProfileProgress,
  profileAnalysisDetailSchema,
} from "@commentlens/shared";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { vi } from "vitest";
import { fakeSchedulesClient } from "../../components/schedules/fake-schedules-client";
import { ApiError } from "../../lib/api-client";
import { type AuthClient, AuthProvider } from "../../lib/session/session";
import { fakeAuthClient, fakeSession } from "../../lib/session/test-utils";
import type { AgencyClient, ProgressStreamHandlers } from "./api";
import { AgencyClientProvider } from "./client-context";
import fixtureJson from "./test-fixtures/profile-fixture.json";

/**
 * A real profile analysis of the bundled demo profile (see test-fixtures/generate-fixture.mjs),
 * as the API answers it: the detail view tests assert the figures it shows are these.
 */
export const PROFILE_FIXTURE: unknown = fixtureJson;

/** A fresh copy of the fixture, checked against the contract. */
export function fixtureDetail(): ProfileAnalysisDetail {
  return profileAnalysisDetailSchema.parse(structuredClone(fixtureJson));
}

/** The same analysis with every like count hidden: no rate or likes figure may appear. */
export function likesHiddenDetail(): ProfileAnalysisDetail {
  const detail = fixtureDetail();
  const insights = detail.profile_insights;
  if (!insights) throw new Error("fixture has no insights");
  detail.engagement_rate = null;
  detail.average_engagement = null;
  detail.posts = detail.posts.map((p) => ({ ...p, likes: null, engagement_rate: null }));
  insights.trend = insights.trend.map((p) => ({ ...p, likes: null, engagement_rate: null }));
  insights.drivers = insights.drivers.map((d) => ({ ...d, average_engagement_rate: null }));
  insights.metrics = {
    ...insights.metrics,
    total_likes: null,
    average_engagement: null,
    engagement_rate: null,
    median_engagement_rate: null,
  };
  insights.audience_insights.engagement_patterns = {
    text: "Likes are hidden on all 10 posts, so average engagement and the engagement rate cannot be computed.",
    available: false,
  };
  return profileAnalysisDetailSchema.parse(detail);
}

export function fakeSummary(
  overrides: Partial<ProfileAnalysisSummary> = {},
): ProfileAnalysisSummary {
  return {
    id: "pa1",
    instagram_username: "ovenbird.bakehouse",
    profile_url: "https://www.instagram.com/ovenbird.bakehouse/",
    full_name: "Ovenbird Bakehouse",
    profile_pic_url: null,
    follower_count: 18_400,
    analysis_status: "completed",
    total_posts: 10,
    completed_posts: 10,
    failed_posts: 0,
    created_at: new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString(),
    created_by: "ana@example.com",
    error: null,
    engagement_rate: 3.45,
    average_engagement: 4354.4,
    sentiment_score: 0.708,
    overall_sentiment: "positive",
    ...overrides,
  };
}

export function fakeProgress(overrides: Partial<ProfileProgress> = {}): ProfileProgress {
  return {
    status: "analyzing",
    progress: 40,
    total_posts: 10,
    completed_posts: 4,
    failed_posts: 0,
    current_step: "Analyzing post 5 of 10...",
    started_at: "2026-03-02T09:28:00.000Z",
    updated_at: "2026-03-02T09:28:30.000Z",
    error: null,
    ...overrides,
  };
}

export const AGENCY_OWNER: AgencyAccess = {
  allowed: true,
  role: "owner",
  team_owner_email: "ana@example.com",
};
export const NO_AGENCY: AgencyAccess = { allowed: false, role: null, team_owner_email: null };

/**
 * An AgencyClient of an Agency owner with no analyses, whose calls succeed unless a test
 * overrides one. Progress streams are recorded: `emit` sends a record down the latest stream
 * of an id, `failStream` makes it error (the page then polls `progress`).
 */
export function fakeAgencyClient(overrides: Partial<AgencyClient> = {}) {
  const streams: {
    id: string;
    handlers: ProgressStreamHandlers;
    close: ReturnType<typeof vi.fn>;
  }[] = [];
  const client: AgencyClient = {
    access: vi.fn(async () => AGENCY_OWNER),
    list: vi.fn(async () => []),
    get: vi.fn(async () => fixtureDetail()),
    remove: vi.fn(async () => {}),
    shareStatus: vi.fn(async () => ({ active: false, created_at: null })),
    share: vi.fn(async () => ({ url: "https://commentlens.test/r/pabc" })),
    revokeShare: vi.fn(async () => {}),
    schedules: fakeSchedulesClient(),
    fetchProfile: vi.fn(async () => ({ profile_analysis_id: "pa_new", total_posts: 10 })),
    analyzeProfile: vi.fn(async () => ({ message: "Profile analysis started" })),
    sampleProfiles: vi.fn(async () => [
      {
        url: "https://www.instagram.com/ovenbird.bakehouse/",
        username: "ovenbird.bakehouse",
        full_name: "Ovenbird Bakehouse",
        post_count: 14,
      },
    ]),
    progress: vi.fn(async () => fakeProgress()),
    streamProgress: vi.fn((id: string, handlers: ProgressStreamHandlers) => {
      const close = vi.fn();
      streams.push({ id, handlers, close });
      return close;
    }),
    exportReport: vi.fn(async (_id, format) => ({
      blob: new Blob(["{}"]),
      fileName: `profile-analysis-ovenbird.bakehouse-2026-03-02.${format}`,
    })),
    branding: vi.fn(async () => ({
      agency_name: "Harbour Social",
      logo_data_url: null,
      can_edit: true,
    })),
    saveBranding: vi.fn(async (branding) => branding),
    ...overrides,
  };
  const latest = (id: string) => {
    const stream = streams.findLast((s) => s.id === id);
    if (!stream) throw new Error(`nobody follows ${id}`);
    return stream;
  };
  return {
    client,
    streams,
    emit: (id: string, progress: ProfileProgress) => latest(id).handlers.onProgress(progress),
    failStream: (id: string) => latest(id).handlers.onError(),
  };
}

export const notFound = () => new ApiError(404, "Profile analysis not found", "NOT_FOUND");

/** Stands in for any page the screen sends the browser to, saying where it landed. */
function Landed() {
  const { pathname, search } = useLocation();
  return <p>Landed on {pathname + search}</p>;
}

/** Renders `Component` at `path` (matching `pattern`) for a signed-in user with a fake client. */
export function renderAgency(
  Component: ComponentType,
  {
    path,
    pattern = path.split("?")[0] ?? path,
    client,
    auth = fakeAuthClient({ getSession: vi.fn(async () => fakeSession("ana@example.com")) }),
  }: { path: string; pattern?: string; client: AgencyClient; auth?: AuthClient },
) {
  const router = createMemoryRouter(
    [
      { path: pattern, Component },
      { path: "*", Component: Landed },
    ],
    { initialEntries: [path] },
  );
  render(
    <AuthProvider client={auth}>
      <AgencyClientProvider value={client}>
        <RouterProvider router={router} />
      </AgencyClientProvider>
    </AuthProvider>,
  );
  return { router, user: userEvent.setup() };
}
