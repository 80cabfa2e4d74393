import { IMPORT_MAX_BYTES, IMPORT_OWNER_INVALID } from "@commentlens/shared";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { checkImportFile, ImportDropzone } from "./import-dropzone";

function fileOfSize(name: string, size: number): File {
  const file = new File(["username,text\n"], name, { type: "text/csv" });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

const picker = () => screen.getByLabelText("Import a comments file");

describe("ImportDropzone", () => {
  it("accepts CSV, JSON and text exports", () => {
    render(<ImportDropzone onImport={vi.fn()} busy={false} signedIn />);
    expect(picker()).toHaveAttribute("accept", ".csv,.json,.txt");
  });

  it("refuses a file over 20 MB before uploading, with a clear message", async () => {
    const user = userEvent.setup();
    const onImport = vi.fn();
    render(<ImportDropzone onImport={onImport} busy={false} signedIn />);
    await user.upload(picker(), fileOfSize("comments.csv", IMPORT_MAX_BYTES + 3 * 1024 * 1024));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "“comments.csv” is 23.0 MB. Files up to 20 MB can be imported.",
    );
    expect(onImport).not.toHaveBeenCalled();
  });

  it("imports a file of exactly 20 MB and clears an earlier message", async () => {
    const user = userEvent.setup();
    const onImport = vi.fn();
    render(<ImportDropzone onImport={onImport} busy={false} signedIn />);
    await user.upload(picker(), fileOfSize("big.csv", IMPORT_MAX_BYTES + 1));
    expect(screen.getByRole("alert")).toBeInTheDocument();
    const ok = fileOfSize("comments.json", IMPORT_MAX_BYTES);
    await user.upload(picker(), ok);
    expect(onImport).toHaveBeenCalledWith(ok, "");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says how many comments a file may hold: fewer for a visitor, who can sign up for more", () => {
    const { rerender } = render(
      <ImportDropzone onImport={vi.fn()} busy={false} signedIn={false} />,
    );
    expect(picker()).toHaveAccessibleDescription(
      "Drop a CSV or JSON file here (Apify, ExportComments, or columns username,text,likes,timestamp), up to 20 MB and 10,000 comments (100,000 with a free account).",
    );
    rerender(<ImportDropzone onImport={vi.fn()} busy={false} signedIn />);
    expect(picker()).toHaveAccessibleDescription(
      "Drop a CSV or JSON file here (Apify, ExportComments, or columns username,text,likes,timestamp), up to 20 MB and 100,000 comments.",
    );
  });

  it("takes a dropped file", () => {
    const onImport = vi.fn();
    const { container } = render(<ImportDropzone onImport={onImport} busy={false} signedIn />);
    const zone = container.querySelector(".border-dashed") as HTMLElement;
    const file = fileOfSize("export.txt", 2_000);
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect(onImport).toHaveBeenCalledWith(file, "");
  });

  it("sends the account name typed beside the file, and refuses one that cannot be a name", async () => {
    const user = userEvent.setup();
    const onImport = vi.fn();
    render(<ImportDropzone onImport={onImport} busy={false} signedIn />);
    const owner = screen.getByLabelText(/Your Instagram username/);
    await user.type(owner, "my shop!");
    await user.upload(picker(), fileOfSize("comments.csv", 2_000));
    expect(onImport).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent(IMPORT_OWNER_INVALID);
    expect(owner).toHaveAttribute("aria-invalid", "true");
    await user.clear(owner);
    await user.type(owner, "  @studio.kaya ");
    const file = fileOfSize("comments.csv", 2_000);
    await user.upload(picker(), file);
    expect(onImport).toHaveBeenCalledWith(file, "@studio.kaya");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("refuses other kinds of files and empty ones", () => {
    expect(checkImportFile(fileOfSize("photo.png", 10))).toMatch(/not a CSV or JSON file/);
    expect(checkImportFile(fileOfSize("comments.csv", 0))).toMatch(/is empty/);
    expect(checkImportFile(fileOfSize("COMMENTS.CSV", 10))).toBeNull();
  });

  it("is disabled while busy", () => {
    render(<ImportDropzone onImport={vi.fn()} busy signedIn />);
    expect(screen.getByRole("button", { name: "Choose file" })).toBeDisabled();
  });
});
