import { LOCAL_TEST_CARDS } from "@commentlens/shared";
import type { TestApp } from "./app.js";
import { type browser, lastMailLink, signedUpBrowser } from "./browser.js";

/** Agency accounts and their teams, made the way users make them: local checkout, mailed link. */

type Browser = ReturnType<typeof browser>;

const CARD = {
  card_number: LOCAL_TEST_CARDS.success,
  expiry: "12/39",
  cvc: "123",
  name: "Olga Owner",
};

async function ok(res: Promise<{ statusCode: number; body: string }>, status = 200) {
  const answer = await res;
  if (answer.statusCode !== status) {
    throw new Error(`expected ${status}, got ${answer.statusCode}: ${answer.body}`);
  }
  return answer;
}

/** Checks out a plan with the local provider's test card. */
export async function subscribe(b: Browser, planType: "agency" | "influencer", seats?: number) {
  const res = await ok(
    b.post("/api/subscription-management", {
      mode: "create_checkout",
      plan_type: planType,
      seats,
    }),
  );
  const url = (JSON.parse(res.body) as { checkout_url: string }).checkout_url;
  const id = /\/billing\/checkout\/([^/?#]+)$/.exec(url)?.[1];
  await ok(b.post(`/api/billing/local/checkout/${id}/pay`, CARD));
}

/** A signed-in Agency owner with `seats` seats. */
export async function agencyOwner(t: TestApp, email: string, seats = 2): Promise<Browser> {
  const b = await signedUpBrowser(t, email);
  await subscribe(b, "agency", seats);
  return b;
}

/** Invites `email` to the owner's team; they sign up and accept: a seated member (or viewer). */
export async function teamMember(
  t: TestApp,
  owner: Browser,
  email: string,
  role: "member" | "viewer" = "member",
): Promise<Browser> {
  await ok(owner.post("/api/team/invitations", { email, role }), 201);
  const link = await lastMailLink(t, email);
  const token = new URL(link, "https://x.test").searchParams.get("token") ?? "";
  const b = await signedUpBrowser(t, email);
  await ok(b.post("/api/team/accept", { token }));
  return b;
}

/** The signed-in user's id. */
export async function userIdOf(b: Browser): Promise<string> {
  return (JSON.parse((await b.get("/api/auth/get-session")).body) as { user: { id: string } }).user
    .id;
}

/**
 * Runs a profile analysis of the demo data to its end, as the Agency screens do: the id of
 * each of its posts' analyses (the team's reports).
 */
export async function analysedProfile(
  b: Browser,
  url = "https://www.instagram.com/ovenbird.bakehouse/",
): Promise<string[]> {
  const fetched = await ok(
    b.post("/api/profile-processing", {
      mode: "fetch_profile",
      instagram_profile_url: url,
      user_id: "ignored",
    }),
  );
  const id = (JSON.parse(fetched.body) as { profile_analysis_id: string }).profile_analysis_id;
  await ok(b.post("/api/profile-processing", { mode: "analyze_profile", profile_analysis_id: id }));
  for (let i = 0; i < 3_000; i++) {
    const res = await ok(b.get(`/api/progress?type=profile&profile_analysis_id=${id}`));
    const { status } = JSON.parse(res.body) as { status: string };
    if (status === "failed") throw new Error(`profile analysis ${id} failed`);
    if (status === "completed") {
      const detail = await ok(b.get(`/api/profile-analyses/${id}`));
      const posts = (JSON.parse(detail.body) as { posts: Array<{ analysis_id: string | null }> })
        .posts;
      return posts.flatMap((p) => (p.analysis_id ? [p.analysis_id] : []));
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`profile analysis ${id} did not finish`);
}
