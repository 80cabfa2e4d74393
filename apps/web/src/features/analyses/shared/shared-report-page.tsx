import type { AnalysisState } from "@commentlens/shared";
import { ArrowRight, Eye } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link, useParams } from "react-router";
import { Notice } from "../../../components/notice";
import { badgeVariants } from "../../../components/ui/badge-variants";
import { buttonVariants } from "../../../components/ui/button-variants";
import { Skeleton } from "../../../components/ui/skeleton";
import { ApiError } from "../../../lib/api-client";
import { createSharedReportClient, fetchSharedReport } from "../api";
import { Report } from "../report/report";

type Load =
  | { kind: "loading" }
  | { kind: "ready"; analysis: AnalysisState }
  | { kind: "failed"; title: string; status: number };

/** What a reader of a dead link is told: the server's words (revoked, unknown, too many). */
function failure(error: unknown): Load {
  if (error instanceof ApiError) {
    return {
      kind: "failed",
      title: error.status === 410 ? "This link was revoked" : error.message,
      status: error.status,
    };
  }
  return { kind: "failed", title: "The report could not be loaded. Please try again.", status: 0 };
}

function whose(analysis: AnalysisState): string {
  const owner = analysis.post?.owner.username ?? analysis.import_owner;
  return owner ? `the comments of a post by @${owner}` : "the comments of a post";
}

/**
 * A report opened by its share link: read-only, to anyone with the link. It says whose
 * comments it reads and that it is shared, and offers nothing of the owner's account.
 */
export function SharedReportPage() {
  const { token = "" } = useParams();
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  const client = useMemo(() => createSharedReportClient(token), [token]);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ kind: "loading" });
    fetchSharedReport(token, controller.signal).then(
      ({ analysis }) => setLoad({ kind: "ready", analysis }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad(failure(error));
      },
    );
    return () => controller.abort();
  }, [token]);

  return (
    <div className="mx-auto max-w-content px-4 py-10 sm:px-6 sm:py-14">
      {load.kind === "loading" ? (
        <div className="flex flex-col gap-4" role="status" aria-label="Loading the report">
          <Skeleton className="h-8 w-64" />
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : null}
      {load.kind === "failed" ? (
        <div className="mx-auto flex max-w-xl flex-col gap-6">
          <h1 className="text-2xl font-semibold tracking-tight text-foreground">{load.title}</h1>
          {load.status === 410 || load.status === 404 ? (
            <p className="text-muted-foreground">
              Shared reports open only while their owner keeps the link. Ask them for a new one.
            </p>
          ) : (
            <Notice tone="error" title={load.title} />
          )}
          <Link to="/" className={buttonVariants({ variant: "outline", className: "w-fit" })}>
            About CommentLens
          </Link>
        </div>
      ) : null}
      {load.kind === "ready" ? (
        <div className="flex flex-col gap-8">
          <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div className="min-w-0">
              <span className={badgeVariants({ variant: "brand" })}>
                <Eye aria-hidden="true" />
                Shared report · read-only
              </span>
              <h1 className="mt-3 text-balance text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
                What the audience said: {whose(load.analysis)}
              </h1>
              {load.analysis.post?.url ? (
                <a
                  href={load.analysis.post.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-1 inline-block text-sm text-primary-text underline-offset-4 hover:underline"
                >
                  Open the post on Instagram
                </a>
              ) : null}
            </div>
            <Link to="/app" className={buttonVariants({ variant: "outline", size: "sm" })}>
              Analyze your own post
              <ArrowRight aria-hidden="true" />
            </Link>
          </header>
          <Report analysis={load.analysis} client={client} exports={false} />
        </div>
      ) : null}
    </div>
  );
}
