import {
  DEMO_ERROR_MESSAGES,
  DemoDataError,
  NO_COMMENTS_MESSAGE,
  ProviderError,
} from "@commentlens/instagram";
import { errorCatalogue } from "@commentlens/shared";
import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error.js";
import { toAppError } from "./provider-errors.js";

describe("toAppError", () => {
  it.each([
    [
      new ProviderError("no_comments", NO_COMMENTS_MESSAGE),
      404,
      "NO_COMMENTS",
      NO_COMMENTS_MESSAGE,
    ],
    [
      new ProviderError("quota_exceeded", "The monthly request quota is used up."),
      503,
      "PROVIDER_QUOTA",
      "The monthly request quota is used up.",
    ],
    [
      new ProviderError("invalid_key", "The RapidAPI key (RAPIDAPI_KEY) was rejected."),
      502,
      "PROVIDER_AUTH",
      "The RapidAPI key (RAPIDAPI_KEY) was rejected.",
    ],
    [
      new ProviderError("timeout", "Failed to fetch comments: timed out"),
      504,
      "PROVIDER_TIMEOUT",
      "Failed to fetch comments: timed out",
    ],
    [
      new ProviderError("upstream", "Failed to fetch comments: 500 - boom"),
      502,
      "PROVIDER_FAILED",
      "Failed to fetch comments: 500 - boom",
    ],
  ])("maps %s to %i %s with the provider's words", (error, status, code, message) => {
    const mapped = toAppError(error) as AppError;
    expect(mapped).toBeInstanceOf(AppError);
    expect([mapped.statusCode, mapped.code, mapped.message]).toEqual([status, code, message]);
  });

  it("maps the demo data's refusals like any provider's", () => {
    const unknown = toAppError(
      new DemoDataError("unknown_url", DEMO_ERROR_MESSAGES.unknown_url),
    ) as AppError;
    expect([unknown.statusCode, unknown.code]).toEqual([404, "NOT_IN_DEMO_DATA"]);
    // Users read what they can do here; how to read live data is for the operator's log.
    expect(unknown.message).toBe(errorCatalogue.NOT_IN_DEMO_DATA);
    expect(unknown.upstream).toContain("INSTAGRAM_PROVIDER=rapidapi");
    const closed = toAppError(
      new DemoDataError("comments_disabled", DEMO_ERROR_MESSAGES.comments_disabled),
    ) as AppError;
    expect([closed.statusCode, closed.code, closed.message]).toEqual([
      404,
      "NO_COMMENTS",
      NO_COMMENTS_MESSAGE,
    ]);
    const priv = toAppError(new DemoDataError("private", DEMO_ERROR_MESSAGES.private)) as AppError;
    expect([priv.statusCode, priv.code]).toEqual([403, "POST_PRIVATE"]);
  });

  it("leaves other errors alone", () => {
    const error = new Error("boom");
    expect(toAppError(error)).toBe(error);
  });
});
