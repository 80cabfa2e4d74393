import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { describeSubmitError } from "./submit-error";

describe("describeSubmitError", () => {
  it("links the visitor limit to sign-up and the plan limit to upgrading", () => {
    expect(describeSubmitError(new ApiError(429, "x", "VISITOR_LIMIT")).action).toBe("sign-up");
    expect(describeSubmitError(new ApiError(402, "x", "USAGE_LIMIT")).action).toBe("upgrade");
    expect(describeSubmitError(new ApiError(429, "x", "RATE_LIMITED")).action).toBeUndefined();
  });

  it("offers sign-up to a visitor whose file holds more comments than visitors may import", () => {
    const over = new ApiError(
      400,
      "The file has 10,001 comments; at most 10,000 can be imported at once. Sign up for free to import up to 100,000 comments at once.",
      "INVALID_IMPORT",
    );
    expect(describeSubmitError(over).action).toBe("sign-up");
    const signedIn = new ApiError(
      400,
      "The file has 100,001 comments; at most 100,000 can be imported at once.",
      "INVALID_IMPORT",
    );
    expect(describeSubmitError(signedIn).action).toBeUndefined();
  });

  it("puts the server's URL messages under the field", () => {
    const problem = describeSubmitError(
      new ApiError(400, "Please enter an Instagram post URL", "EMPTY_POST_URL"),
    );
    expect(problem.field).toBe(true);
  });

  it("keeps import details, unless the message already quotes them", () => {
    expect(
      describeSubmitError(
        new ApiError(400, "The file could not be imported.", "INVALID_IMPORT", "line 3: no text"),
      ).details,
    ).toBe("line 3: no text");
    expect(
      describeSubmitError(
        new ApiError(
          400,
          "Nothing was imported. line 3: no text.",
          "INVALID_IMPORT",
          "line 3: no text; line 4: no text",
        ),
      ).details,
    ).toBeUndefined();
  });

  it("says an unexpected error occurred for anything that is not the server's answer", () => {
    expect(describeSubmitError(new TypeError("boom")).message).toBe("An unexpected error occurred");
  });
});
