import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDate } from "../../lib/dates";
import { PostStatsCard } from "./post-stats-card";
import { fakePost } from "./test-utils";

/** The value shown under a stat's label. */
function stat(label: string): string {
  const term = screen.getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent ?? "";
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("PostStatsCard", () => {
  it("shows the owner with a verified tick, counts in K/M, type, date and engagement rate", () => {
    render(<PostStatsCard post={fakePost({ likeCount: 1_250_000, commentCount: 12_345 })} />);
    expect(screen.getByText("@ana.bakes")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Verified" })).toBeInTheDocument();
    expect(screen.getByText("Ana Bakes")).toBeInTheDocument();
    expect(stat("Likes")).toBe("1.3M");
    expect(stat("Comments")).toBe("12.3K");
    expect(stat("Type")).toBe("Photo");
    expect(stat("Posted")).toBe(formatDate("2025-03-05T12:00:00.000Z"));
    expect(stat("Engagement rate")).toBe("1.0%");
    expect(screen.getByText("Sourdough day")).toBeInTheDocument();
  });

  it("keeps small counts as they are and shows no tick for unverified owners", () => {
    render(
      <PostStatsCard
        post={fakePost({
          likeCount: 999,
          commentCount: 12,
          owner: { username: "bo", fullName: "", isVerified: false },
        })}
      />,
    );
    expect(stat("Likes")).toBe("999");
    expect(stat("Comments")).toBe("12");
    expect(stat("Engagement rate")).toBe("1.2%");
    expect(screen.queryByRole("img", { name: "Verified" })).not.toBeInTheDocument();
  });

  it("says hidden when the author hides likes, and 0.0 with no likes", () => {
    const { unmount } = render(<PostStatsCard post={fakePost({ likeCount: null })} />);
    expect(stat("Likes")).toBe("Hidden");
    expect(stat("Engagement rate")).toBe("hidden");
    unmount();
    render(<PostStatsCard post={fakePost({ likeCount: 0, commentCount: 40 })} />);
    expect(stat("Engagement rate")).toBe("0.0%");
  });

  it.each([
    ["photo", "Photo"],
    ["video", "Video"],
    ["carousel", "Carousel"],
    ["media", "Media"],
  ] as const)("shows media type %s as %s", (mediaType, label) => {
    render(<PostStatsCard post={fakePost({ mediaType })} />);
    expect(stat("Type")).toBe(label);
  });

  it("clamps a long caption with a more/less toggle", async () => {
    // happy-dom lays nothing out: make three clamped lines cut the caption off.
    const height = vi
      .spyOn(HTMLElement.prototype, "scrollHeight", "get")
      .mockImplementation(function (this: HTMLElement) {
        return this.classList.contains("line-clamp-3") ? 200 : 60;
      });
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(60);
    const user = userEvent.setup();
    const caption = "Long caption. ".repeat(30).trim();
    render(<PostStatsCard post={fakePost({ caption })} />);
    const text = screen.getByText(caption);
    expect(text).toHaveClass("line-clamp-3");
    const more = screen.getByRole("button", { name: "more" });
    expect(more).toHaveAttribute("aria-expanded", "false");
    await user.click(more);
    expect(text).not.toHaveClass("line-clamp-3");
    expect(screen.getByRole("button", { name: "less" })).toHaveAttribute("aria-expanded", "true");
    height.mockRestore();
  });

  it("offers no toggle when the caption fits", () => {
    render(<PostStatsCard post={fakePost({ caption: "Short one" })} />);
    expect(screen.queryByRole("button", { name: "more" })).not.toBeInTheDocument();
  });

  it("links to the post in a new tab", () => {
    render(<PostStatsCard post={fakePost()} />);
    const link = screen.getByRole("link", { name: /View on Instagram/ });
    expect(link).toHaveAttribute("href", "https://www.instagram.com/p/DeuGrzTl6DY/");
    expect(link).toHaveAttribute("target", "_blank");
    expect(within(link).getByText("(opens in a new tab)")).toBeInTheDocument();
  });
});
