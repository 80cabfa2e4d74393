import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ImportedFileCard } from "./imported-file-card";
import { fakeState } from "./test-utils";

describe("ImportedFileCard", () => {
  it("names the file, the account whose comments are its replies, and the skipped repeats", () => {
    render(
      <ImportedFileCard
        state={fakeState({
          source: "import",
          file_name: "launch.csv",
          import_owner: "studio.kaya",
          duplicates_skipped: 3,
        })}
      />,
    );
    expect(screen.getByText("launch.csv")).toBeInTheDocument();
    expect(
      screen.getByText("Comments by @studio.kaya are read as the creator’s replies."),
    ).toBeInTheDocument();
    expect(screen.getByText(/3 duplicate rows skipped/)).toBeInTheDocument();
  });

  it("says nothing of an account or repeats the file did not have", () => {
    render(<ImportedFileCard state={fakeState({ source: "import", file_name: "a.csv" })} />);
    expect(screen.queryByText(/read as the creator/)).toBeNull();
    expect(screen.queryByText(/duplicate/)).toBeNull();
  });
});
