import { describe, expect, it } from "vitest";
import { insight } from "./insight.js";
import { contextOf, ids, say } from "./test-helpers.js";

describe("insight", () => {
  it("lists the evidence most liked first", () => {
    const a = say("the glaze is lovely", { likes: 2 });
    const b = say("glaze on point", { likes: 9 });
    const { rows } = contextOf([a, b]);
    expect(insight("“glaze”: praised by 2 people", rows)?.evidence).toEqual(ids(b, a));
  });

  it("opens the evidence on the comment the sentence quotes", () => {
    const liked = say("the glaze is lovely but the queue was long", { likes: 20 });
    const quoted = say("glaze on point", { likes: 3 });
    const other = say("that glaze!!", { likes: 1 });
    const { rows } = contextOf([liked, quoted, other]);
    expect(insight("“glaze”: praised by 3 people (“glaze on point”)", rows)?.evidence).toEqual(
      ids(quoted, liked, other),
    );
  });

  it("gives nothing without comments", () => {
    expect(insight("nothing", [])).toBeUndefined();
  });
});
