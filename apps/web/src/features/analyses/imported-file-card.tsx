import type { AnalysisState } from "@commentlens/shared";
import { FileText } from "lucide-react";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent } from "../../components/ui/card";
import { formatDateTime } from "../../lib/dates";

/** Stands in for the post card when the comments came from an imported file. */
export function ImportedFileCard({ state }: { state: AnalysisState }) {
  return (
    <Card>
      <CardContent className="flex items-start gap-3 py-4">
        <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="truncate font-medium text-foreground">
              {state.file_name ?? "Imported file"}
            </span>
            <Badge variant="brand">Imported</Badge>
          </p>
          <p className="text-sm text-muted-foreground">
            Comments from an imported export, uploaded {formatDateTime(state.created_at)}.
            {state.post
              ? null
              : " The file holds no post details, so likes and the caption are not known."}
          </p>
          {state.import_owner ? (
            <p className="text-sm text-muted-foreground">
              Comments by @{state.import_owner} are read as the creator’s replies.
            </p>
          ) : null}
          {state.duplicates_skipped > 0 ? (
            <p className="text-sm text-muted-foreground">
              {state.duplicates_skipped.toLocaleString("en-US")} duplicate{" "}
              {state.duplicates_skipped === 1 ? "row" : "rows"} skipped (the same comment id
              appeared again).
            </p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
