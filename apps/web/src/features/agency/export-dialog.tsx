import { Braces, FileDown, FileSpreadsheet, FileText, type LucideIcon } from "lucide-react";
import { useRef, useState } from "react";
import { Banner } from "../../components/banner";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { saveFile } from "../../lib/download";
import type { ProfileExportFormat } from "./api";
import { useAgencyClient } from "./client-context";
import { exportErrorText } from "./messages";

export interface ExportTarget {
  id: string;
  username: string;
}

const FORMATS: ReadonlyArray<{
  format: ProfileExportFormat;
  label: string;
  description: string;
  icon: LucideIcon;
}> = [
  {
    format: "json",
    label: "JSON",
    description: "The whole report with every figure, for your own tools.",
    icon: Braces,
  },
  {
    format: "csv",
    label: "CSV",
    description: "One row per post with its figures, for spreadsheets.",
    icon: FileSpreadsheet,
  },
  {
    format: "pdf",
    label: "PDF",
    description: "The report as a document to share, with your agency's branding.",
    icon: FileText,
  },
];

/** Export Report: the profile report as JSON, CSV or PDF (a file download). */
export function ExportDialog({
  target,
  onClose,
}: {
  target: ExportTarget | null;
  onClose(): void;
}) {
  const client = useAgencyClient();
  const [busy, setBusy] = useState<ProfileExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const running = useRef(false);

  async function download(format: ProfileExportFormat) {
    if (!target || running.current) return;
    running.current = true;
    setBusy(format);
    setError(null);
    setSaved(null);
    try {
      const file = await client.exportReport(target.id, format, target.username);
      saveFile(file);
      setSaved(file.fileName);
    } catch (caught) {
      setError(exportErrorText(caught));
    } finally {
      running.current = false;
      setBusy(null);
    }
  }

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (open) return;
        setError(null);
        setSaved(null);
        onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="[overflow-wrap:anywhere]">
            Export Report: @{target?.username}
          </DialogTitle>
          <DialogDescription>Choose a format; the file downloads straight away.</DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-2">
          {FORMATS.map(({ format, label, description, icon: Icon }) => (
            <li
              key={format}
              className="flex flex-wrap items-center gap-3 rounded-control border border-border p-3"
            >
              <Icon aria-hidden="true" className="size-5 shrink-0 text-primary-text" />
              <div className="min-w-0 flex-1 basis-48">
                <p className="text-sm font-medium text-foreground">{label}</p>
                <p className="text-sm text-muted-foreground">{description}</p>
              </div>
              <Button
                size="sm"
                variant="outline"
                loading={busy === format}
                disabled={busy !== null}
                onClick={() => void download(format)}
              >
                <FileDown aria-hidden="true" />
                Download {label}
              </Button>
            </li>
          ))}
        </ul>
        {error ? <Banner tone="error">{error}</Banner> : null}
        {saved ? <Banner tone="success">Downloaded {saved}</Banner> : null}
      </DialogContent>
    </Dialog>
  );
}
