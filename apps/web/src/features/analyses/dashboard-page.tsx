import type { AnalysisSummary } from "@commentlens/shared";
import { Plus, Search } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Notice } from "../../components/notice";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Skeleton } from "../../components/ui/skeleton";
import { showToast } from "../../components/ui/toaster-host";
import { UsageMeter } from "../../components/usage-meter";
import { serverMessageOr } from "../../lib/api-client";
import { useResource } from "../../lib/use-resource";
import { AnalysisCard, groupRuns } from "./analysis-card";
import { useAnalysesClient } from "./client-context";
import { DeleteAnalysisDialog } from "./delete-analysis-dialog";
import { ANALYSIS_MESSAGES } from "./messages";
import { useAnalysesList } from "./use-analyses-list";
import { useDebouncedValue } from "./use-debounced-value";

export const SEARCH_DEBOUNCE_MS = 300;

function CardSkeletons() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <p role="status" className="sr-only">
        Loading your analyses...
      </p>
      {[0, 1, 2, 3, 4, 5].map((key) => (
        <Skeleton key={key} className="h-52 rounded-card" />
      ))}
    </div>
  );
}

/** Page-shaped while the session is looked up, so nothing jumps when the cards arrive. */
export function DashboardSkeleton() {
  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <Skeleton className="h-9 w-48" />
      <Skeleton className="h-10 w-full max-w-md" />
      <CardSkeletons />
    </div>
  );
}

function EmptyState({ query, onClear }: { query: string; onClear(): void }) {
  if (query) {
    return (
      <div className="rounded-card border border-dashed border-border px-6 py-12 text-center">
        <p className="text-muted-foreground">No analyses match “{query}”.</p>
        <Button variant="link" className="mt-2" onClick={onClear}>
          Clear search
        </Button>
      </div>
    );
  }
  return (
    <div className="rounded-card border border-dashed border-border px-6 py-12 text-center">
      <p className="text-muted-foreground">No analyses yet — analyse your first post.</p>
      <Button asChild className="mt-4">
        <Link to="/app">Analyze a post</Link>
      </Button>
    </div>
  );
}

/** "3 of 5 analyses this month": what is left of the plan, where the analyses are. */
function MonthUsage() {
  const client = useAnalysesClient();
  const load = useCallback((signal: AbortSignal) => client.usage(signal), [client]);
  const usage = useResource(load, true);
  if (!usage.data) return null;
  return (
    <div className="max-w-md">
      <UsageMeter used={usage.data.used} limit={usage.data.limit} label="Analyses this month" />
    </div>
  );
}

/** /dashboard, My Analyses: the signed-in user's post analyses as cards (behind sign-in). */
export function DashboardPage() {
  const client = useAnalysesClient();
  const navigate = useNavigate();
  const retrying = useRef(false);
  // A failed post analysis runs again as a new one, opened where it runs.
  async function retry(summary: AnalysisSummary) {
    if (retrying.current) return;
    retrying.current = true;
    try {
      const { id } = await client.create(summary.post_url);
      navigate(`/app?analysis_id=${encodeURIComponent(id)}`);
    } catch (caught) {
      showToast("error", serverMessageOr(caught, ANALYSIS_MESSAGES.retryFailed));
    } finally {
      retrying.current = false;
    }
  }
  const [search, setSearch] = useState("");
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useAnalysesList(client, query);
  const [target, setTarget] = useState<AnalysisSummary | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-semibold tracking-tight text-foreground focus:outline-none sm:text-3xl"
          >
            My Analyses
          </h1>
          <p className="mt-1 text-muted-foreground">Your post reports, newest first.</p>
        </div>
        <Button asChild>
          <Link to="/app">
            <Plus aria-hidden="true" />
            New analysis
          </Link>
        </Button>
      </header>

      <MonthUsage />

      <div className="relative max-w-md">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Search analyses"
          placeholder="Shortcode, @username or caption"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="pl-9"
        />
      </div>

      {list.status === "loading" ? <CardSkeletons /> : null}

      {list.status === "error" ? (
        <Notice
          tone="error"
          title={ANALYSIS_MESSAGES.listFailed}
          actions={
            <Button size="sm" variant="outline" onClick={list.retry}>
              Try again
            </Button>
          }
        />
      ) : null}

      {list.status === "ready" ? (
        list.items.length === 0 && !list.refreshing ? (
          <EmptyState query={query} onClear={() => setSearch("")} />
        ) : (
          <div aria-busy={list.refreshing} className="flex flex-col gap-6">
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {groupRuns(list.items).map(({ latest, earlier }) => (
                <li key={latest.id}>
                  <AnalysisCard
                    summary={latest}
                    earlier={earlier}
                    onDelete={setTarget}
                    onRetry={(s) => void retry(s)}
                  />
                </li>
              ))}
            </ul>
            {list.loadMoreFailed ? (
              <Notice tone="error" title={ANALYSIS_MESSAGES.listFailed} />
            ) : null}
            {list.hasMore ? (
              <Button
                variant="outline"
                className="self-center"
                disabled={list.loadingMore}
                onClick={list.loadMore}
              >
                {list.loadingMore ? "Loading..." : "Load more"}
              </Button>
            ) : null}
          </div>
        )
      ) : null}

      <DeleteAnalysisDialog
        target={target}
        onCancel={() => setTarget(null)}
        onConfirm={(summary) => client.remove(summary.id)}
        onDeleted={(summary) => {
          list.remove(summary.id);
          setTarget(null);
          showToast("success", ANALYSIS_MESSAGES.deleted);
        }}
        focusAfterDelete={() => heading.current?.focus()}
      />
    </div>
  );
}
