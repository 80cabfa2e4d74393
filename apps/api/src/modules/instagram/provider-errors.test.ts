import { NO_COMMENTS_MESSAGE, ProviderError } from "@commentlens/instagram";
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

  it("leaves other errors alone", () => {
    const error = new Error("boom");
    expect(toAppError(error)).toBe(error);
  });
});
