import type { SavedView } from "@commentlens/shared";
import { Bookmark, BookmarkPlus, X } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Notice } from "../../../components/notice";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { actionError, usePendingAction } from "../../../lib/use-pending-action";
import type { ViewsClient } from "../api";
import { filtersOf, showsView, viewOf } from "./explorer-filters";
import type { ExplorerFilters } from "./report-context";

/**
 * The reader's named views of the explorer ("Angry questions"): one click sets their
 * filters; "Save this view" keeps the filters shown now under a name.
 */
export function SavedViews({
  analysisId,
  client,
  filters,
  onApply,
}: {
  analysisId: string;
  client: ViewsClient;
  filters: ExplorerFilters;
  onApply: (filters: ExplorerFilters) => void;
}) {
  const [views, setViews] = useState<SavedView[]>([]);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState("");
  const { busy, error, setError, run } = usePendingAction<"save" | "delete">();
  const nameId = useId();

  useEffect(() => {
    const controller = new AbortController();
    client.list(analysisId, controller.signal).then(
      (list) => setViews(list),
      (e: unknown) => {
        if (!controller.signal.aborted) setError(actionError(e));
      },
    );
    return () => controller.abort();
  }, [client, analysisId, setError]);

  const filtered = Object.keys(viewOf(filters)).length > 0 && !filters.evidence;
  const save = (event: FormEvent) => {
    event.preventDefault();
    void run("save", async () => {
      const view = await client.save(analysisId, { name, filters: viewOf(filters) });
      setViews((list) => [...list, view]);
      setNaming(false);
      setName("");
    });
  };
  const remove = (view: SavedView) =>
    run("delete", async () => {
      await client.remove(analysisId, view.id);
      setViews((list) => list.filter((v) => v.id !== view.id));
    });

  return (
    <div className="mb-4 flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center gap-1.5 text-sm font-medium text-foreground">
          <Bookmark aria-hidden="true" className="size-4" />
          Saved views
        </span>
        {views.length === 0 ? (
          <span className="text-sm text-muted-foreground">
            None yet: filter the comments, then save the view.
          </span>
        ) : null}
        {views.map((view) => {
          const current = showsView(filters, view.filters);
          return (
            <span
              key={view.id}
              className={cn(
                "inline-flex items-center rounded-full border text-sm",
                current ? "border-primary bg-primary-subtle text-primary-text" : "border-border",
              )}
            >
              <button
                type="button"
                aria-pressed={current}
                onClick={() => onApply(filtersOf(view.filters))}
                className="rounded-l-full py-1 pr-1 pl-3 focus-visible:outline-2 focus-visible:outline-ring"
              >
                {view.name}
              </button>
              <button
                type="button"
                aria-label={`Delete the view ${view.name}`}
                disabled={busy !== null}
                onClick={() => void remove(view)}
                className="rounded-r-full p-1.5 text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </span>
          );
        })}
        {!naming ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={!filtered}
            title={filtered ? undefined : "Filter or search the comments first"}
            onClick={() => setNaming(true)}
          >
            <BookmarkPlus aria-hidden="true" />
            Save this view
          </Button>
        ) : null}
      </div>
      {naming ? (
        <form onSubmit={save} className="flex flex-wrap items-end gap-2">
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor={nameId} className="text-sm font-medium">
              Name of the view
            </label>
            <input
              id={nameId}
              value={name}
              maxLength={60}
              // biome-ignore lint/a11y/noAutofocus: the field opens on the person's click, to be typed in.
              autoFocus
              onChange={(e) => setName(e.target.value)}
              className="h-9 w-64 max-w-full rounded-control border border-input bg-surface px-3 text-sm"
            />
          </div>
          <Button type="submit" size="sm" disabled={busy !== null || name.trim() === ""}>
            Save view
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => setNaming(false)}>
            Cancel
          </Button>
        </form>
      ) : null}
      {error ? <Notice tone="error" title={error} /> : null}
    </div>
  );
}
