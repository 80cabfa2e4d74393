import {
  type AnalysisState,
  COMMENT_FILE_COLUMN_KEYS,
  COMMENT_FILE_COLUMNS,
  COMMENT_FILE_FORMATS,
  type CommentFileColumn,
  EXPORT_MESSAGES,
  formatNumber,
  RAW_COMMENT_COLUMNS,
} from "@commentlens/shared";
import { Download } from "lucide-react";
import { useState } from "react";
import { Notice } from "../../../components/notice";
import { buttonVariants } from "../../../components/ui/button-variants";
import { Choice } from "../../../components/ui/choice";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import type { AnalysesClient } from "../api";

const FORMAT_NAMES = { csv: "CSV", xlsx: "Excel (XLSX)", json: "JSON" } as const;
type CommentFileFormat = (typeof COMMENT_FILE_FORMATS)[number];

/** How many comments the file holds, and what the post itself shows when that is more. */
export function commentsFileCount(analysis: AnalysisState, inFile: number): string {
  const total = analysis.fetched.total;
  const holds = `The file holds all ${formatNumber(inFile)} ${inFile === 1 ? "comment" : "comments"} read for this report.`;
  if (total === null || total <= inFile) return holds;
  return `${holds} The post shows ${formatNumber(total)}: Instagram's data service leaves out hidden and deleted comments, and long threads stop at the page limit.`;
}

/**
 * "Comments file": every comment of the post in the columns the reader picks, without the
 * report around it (the comment's own data by default; the analysis's columns on request).
 */
export function CommentsFileDialog({
  open,
  onOpenChange,
  client,
  analysis,
  inFile,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  client: AnalysesClient;
  analysis: AnalysisState;
  inFile: number;
}) {
  const [columns, setColumns] = useState<CommentFileColumn[]>([...RAW_COMMENT_COLUMNS]);
  const [format, setFormat] = useState<CommentFileFormat>("csv");
  const toggle = (column: CommentFileColumn) =>
    setColumns((current) =>
      current.includes(column) ? current.filter((c) => c !== column) : [...current, column],
    );
  const ordered = COMMENT_FILE_COLUMN_KEYS.filter((c) => columns.includes(c));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Export all comments</DialogTitle>
          <DialogDescription>{commentsFileCount(analysis, inFile)}</DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Columns</legend>
          <div className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2">
            {COMMENT_FILE_COLUMN_KEYS.map((column) => (
              <Choice
                key={column}
                checked={columns.includes(column)}
                onChange={() => toggle(column)}
              >
                {COMMENT_FILE_COLUMNS[column]}
              </Choice>
            ))}
          </div>
        </fieldset>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Format</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {COMMENT_FILE_FORMATS.map((f) => (
              <Choice
                key={f}
                type="radio"
                name="comments-file-format"
                checked={format === f}
                onChange={() => setFormat(f)}
              >
                {FORMAT_NAMES[f]}
              </Choice>
            ))}
          </div>
        </fieldset>
        {ordered.length === 0 ? <Notice tone="error" title={EXPORT_MESSAGES.columns} /> : null}
        <DialogFooter>
          {ordered.length > 0 ? (
            <a
              href={client.exportUrl(analysis.id, format, ordered)}
              download
              className={buttonVariants()}
              onClick={() => onOpenChange(false)}
            >
              <Download aria-hidden="true" />
              Download
            </a>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
