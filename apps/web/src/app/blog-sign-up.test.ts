import { describe, expect, it, vi } from "vitest";
import { SUBSCRIBE_MESSAGES } from "../features/blog/newsletter-client";
import type { NewsletterClient } from "../features/newsletter/api";
import { ApiError } from "../lib/api-client";
import { blogSignUpClient } from "./blog-sign-up";

function newsletter(subscribe: NewsletterClient["subscribe"]): NewsletterClient {
  return { subscribe: vi.fn(subscribe), confirm: vi.fn(), unsubscribe: vi.fn() };
}

describe("the blog's sign-up", () => {
  it("signs up as source blog and shows the server's message", async () => {
    const client = newsletter(async () => ({ success: true, message: "Almost there!" }));
    await expect(blogSignUpClient(client).subscribe("ana@example.com")).resolves.toEqual({
      message: "Almost there!",
    });
    expect(client.subscribe).toHaveBeenCalledWith({ email: "ana@example.com", source: "blog" });
  });

  it.each([
    [
      "the server's text, as given",
      new ApiError(400, "email: Invalid email"),
      "email: Invalid email",
    ],
    ["the failure text without one", new ApiError(500), SUBSCRIBE_MESSAGES.failed],
    ["the unexpected-error text without an answer", new ApiError(0), SUBSCRIBE_MESSAGES.unexpected],
    [
      "the failure text for an unreadable answer",
      new SyntaxError("JSON"),
      SUBSCRIBE_MESSAGES.failed,
    ],
  ])("says %s", async (_case, error, text) => {
    const client = newsletter(async () => Promise.reject(error));
    await expect(blogSignUpClient(client).subscribe("ana@example.com")).rejects.toThrow(text);
  });
});
