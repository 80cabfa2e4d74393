import { describe, expect, it } from "vitest";
import { matchRoute } from "./routes.js";
import {
  teamAcceptRequestSchema,
  teamEmailMismatchMessage,
  teamInviteRequestSchema,
  teamResponseSchema,
} from "./team.js";

describe("team contract", () => {
  it("trims and lower-cases invited addresses, and refuses anything else", () => {
    // Invited as a member unless the owner says viewer; no other role can be given.
    expect(teamInviteRequestSchema.parse({ email: "  Bo@Example.COM " })).toEqual({
      email: "bo@example.com",
      role: "member",
    });
    expect(teamInviteRequestSchema.parse({ email: "bo@example.com", role: "viewer" }).role).toBe(
      "viewer",
    );
    const owner = teamInviteRequestSchema.safeParse({ email: "bo@example.com", role: "owner" });
    expect(owner.error?.issues[0]?.message).toBe("Choose member or viewer.");
    for (const email of ["", "bo", "bo@", "@example.com", `${"x".repeat(250)}@example.com`]) {
      const result = teamInviteRequestSchema.safeParse({ email });
      expect(result.success, email).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Please enter a valid email address.");
    }
  });

  it("takes a token of sane length", () => {
    expect(teamAcceptRequestSchema.safeParse({ token: "" }).success).toBe(false);
    expect(teamAcceptRequestSchema.safeParse({ token: "x".repeat(201) }).success).toBe(false);
    expect(teamAcceptRequestSchema.parse({ token: " abc " })).toEqual({ token: "abc" });
  });

  it("answers a team or { role: null }", () => {
    expect(teamResponseSchema.parse({ role: null })).toEqual({ role: null });
    expect(teamResponseSchema.safeParse({ role: "admin" }).success).toBe(false);
  });

  it("names both addresses when they differ", () => {
    expect(teamEmailMismatchMessage("bo@example.com", "carl@example.com")).toBe(
      "This invitation was sent to bo@example.com, but you are signed in as carl@example.com. Sign in with bo@example.com to accept it.",
    );
  });

  it("lists the accept page as protected and out of the navigation", () => {
    const route = matchRoute("/team/accept?token=abc");
    expect(route?.path).toBe("/team/accept");
    expect(route?.access).toBe("protected");
    expect(route?.nav).toBeUndefined();
  });
});
