import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { filtersFromParams, writeFilters } from "./explorer-filters";
import { Report } from "./report";
import { fakeClient, fixtureAnalysis } from "./test-fixtures/fixture";

describe("the explorer's filters in the address", () => {
  it("reads what it knows and leaves out what it does not", () => {
    expect(
      filtersFromParams(
        new URLSearchParams("sentiment=negative&tag=question&q=%20price%20&sort=newest&lang=es"),
      ),
    ).toEqual({
      q: "price",
      sort: "newest",
      label: "negative",
      tag: "question",
      target: undefined,
      lang: "es",
    });
    expect(
      filtersFromParams(new URLSearchParams("sentiment=angry&tag=x&sort=random&lang=<b>")),
    ).toEqual({
      q: "",
      sort: "likes",
      label: undefined,
      tag: undefined,
      target: undefined,
      lang: undefined,
    });
  });

  it("keeps the stance and whom the comments are about", () => {
    const filters = filtersFromParams(
      new URLSearchParams("stance=attack&about=%40nadia.frames&target=subject"),
    );
    expect(filters).toMatchObject({ stance: "attack", about: "@nadia.frames", target: "subject" });
    expect(filtersFromParams(new URLSearchParams("stance=furious")).stance).toBeUndefined();
    const params = writeFilters(new URLSearchParams(), filters);
    expect(params.toString()).toBe("target=subject&stance=attack&about=%40nadia.frames");
  });

  it("writes only what differs from a plain report, keeping the page's other parameters", () => {
    const params = new URLSearchParams("analysis_id=a1&tag=spam");
    writeFilters(params, { q: "refund", sort: "likes", label: "negative" });
    expect(params.toString()).toBe("analysis_id=a1&sentiment=negative&q=refund");
  });
});

function Location() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

describe("a filtered view opened from its address", () => {
  it("opens filtered and keeps later changes in the address", async () => {
    const client = fakeClient();
    render(
      <MemoryRouter initialEntries={["/app?analysis_id=a1&sentiment=negative&sort=newest"]}>
        <Report analysis={fixtureAnalysis()} client={client} />
        <Location />
      </MemoryRouter>,
    );
    const explorer = screen
      .getByRole("heading", { level: 2, name: "All comments" })
      .closest("section") as HTMLElement;
    expect(within(explorer).getByRole("button", { name: "Negative" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await waitFor(() =>
      expect(client.comments).toHaveBeenCalledWith(
        expect.any(String),
        expect.objectContaining({ label: "negative", sort: "newest" }),
        expect.anything(),
      ),
    );

    await userEvent.setup().click(within(explorer).getByRole("button", { name: "Positive" }));
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "address" })).toHaveTextContent(
        "?analysis_id=a1&sentiment=positive&sort=newest",
      ),
    );
  });
});
