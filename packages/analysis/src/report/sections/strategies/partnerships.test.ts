import { describe, expect, it } from "vitest";
import { contextOf, ids, say } from "../../test-helpers.js";
import { collaborationIdeas } from "../collaborations.js";
import { partnershipStrategy } from "./partnerships.js";

describe("partnerships strategy", () => {
  it("suggests reaching out to the account the audience brings up most", () => {
    const a = say("@kiln.and.crumb plates with this bread 🤌", { label: "positive" });
    const b = say("pop-up with @kiln.and.crumb, yes please", { label: "positive" });
    const ctx = contextOf([a, b]);
    expect(partnershipStrategy(ctx, collaborationIdeas(ctx))).toEqual([
      expect.objectContaining({
        text: "Reach out to the accounts your audience brings up: @kiln.and.crumb is brought up warmly by 2 people (“@kiln.and.crumb plates with this bread 🤌”)",
        evidence: ids(a, b),
        support: 2,
      }),
    ]);
  });

  it("suggests nothing when nobody is brought up", () => {
    expect(partnershipStrategy(contextOf([say("yum")]), [])).toEqual([]);
  });
});
