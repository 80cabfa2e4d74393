import type { SharedReport } from "@commentlens/shared";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { Notice } from "../../components/notice";
import { buttonVariants } from "../../components/ui/button-variants";
import { Skeleton } from "../../components/ui/skeleton";
import { SharedProfileReport } from "../../features/agency/detail/shared-profile-report";
import { fetchSharedReport } from "../../features/analyses/api";
import { SharedPostReport } from "../../features/analyses/shared/shared-post-report";
import { ApiError } from "../../lib/api-client";

type Load =
  | { kind: "loading" }
  | { kind: "ready"; report: SharedReport }
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

/**
 * /r/:token: a report opened by its share link, read-only, to anyone with the link. A post's
 * report comes from the analyses feature, a profile's from the Agency feature.
 */
export function SharedReportPage() {
  const { token = "" } = useParams();
  const [load, setLoad] = useState<Load>({ kind: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ kind: "loading" });
    fetchSharedReport(token, controller.signal).then(
      (report) => setLoad({ kind: "ready", report }),
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
      {load.kind === "ready" && load.report.kind === "post" ? (
        <SharedPostReport analysis={load.report.analysis} token={token} />
      ) : null}
      {load.kind === "ready" && load.report.kind === "profile" ? (
        <SharedProfileReport profile={load.report.profile} branding={load.report.branding} />
      ) : null}
    </div>
  );
}
