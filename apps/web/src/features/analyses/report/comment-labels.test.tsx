import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TagBadge, TargetLabel } from "./comment-labels";

describe("comment labels", () => {
  it("says whom a comment is aimed at, and nothing when it is aimed at no one", () => {
    const { container, rerender } = render(<TargetLabel target="creator" />);
    expect(container).toHaveTextContent("To the creator");
    rerender(<TargetLabel target="subject" />);
    expect(container).toHaveTextContent("About the subject");
    rerender(<TargetLabel target="commenter" />);
    expect(container).toHaveTextContent("Reply to a commenter");
    rerender(<TargetLabel target="other" />);
    expect(container).toHaveTextContent("About someone else");
    rerender(<TargetLabel target="none" />);
    expect(container).toBeEmptyDOMElement();
  });

  it("names the newer tags and sets a toxic one apart, calmer than negative sentiment", () => {
    render(
      <>
        <TagBadge tag="friend_tag" />
        <TagBadge tag="giveaway_entry" />
        <TagBadge tag="toxic" />
      </>,
    );
    const friend = screen.getByText("Friend tag");
    expect(screen.getByText("Giveaway entry")).toBeInTheDocument();
    const toxic = screen.getByText("Toxic");
    expect(toxic.className).not.toBe(friend.className);
    expect(toxic.className).not.toMatch(/negative|destructive|red-|rose-/);
    // Not by colour alone: a flag goes with the word.
    expect(toxic.querySelector("svg")).not.toBeNull();
    expect(friend.querySelector("svg")).toBeNull();
  });
});
