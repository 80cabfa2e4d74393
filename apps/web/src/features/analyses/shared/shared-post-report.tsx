import type { AnalysisState } from "@commentlens/shared";
import { ArrowRight, Eye } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import { badgeVariants } from "../../../components/ui/badge-variants";
import { buttonVariants } from "../../../components/ui/button-variants";
import { createSharedReportClient } from "../api";
import { Report } from "../report/report";

function whose(analysis: AnalysisState): string {
  const owner = analysis.post?.owner.username ?? analysis.import_owner;
  return owner ? `the comments of a post by @${owner}` : "the comments of a post";
}

/**
 * A post report opened by its share link: read-only, to anyone with the link. It says whose
 * comments it reads and that it is shared, and offers nothing of the owner's account.
 */
export function SharedPostReport({ analysis, token }: { analysis: AnalysisState; token: string }) {
  const client = useMemo(() => createSharedReportClient(token), [token]);
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <span className={badgeVariants({ variant: "brand" })}>
            <Eye aria-hidden="true" />
            Shared report · read-only
          </span>
          <h1 className="mt-3 text-balance text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
            What the audience said: {whose(analysis)}
          </h1>
          {analysis.post?.url ? (
            <a
              href={analysis.post.url}
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
      <Report analysis={analysis} client={client} exports={false} />
    </div>
  );
}
