import sampleData from "virtual:demo/sample-report";
import { formatCount, formatNumber, PLANS } from "@commentlens/shared";
import { ArrowRight, ClipboardPaste, FileText, ScanSearch } from "lucide-react";
import { type MouseEvent, useMemo } from "react";
import { Link, useNavigate } from "react-router";
import { badgeVariants } from "../../../components/ui/badge-variants";
import { buttonVariants } from "../../../components/ui/button-variants";
// The demo shows the very report component /app shows, not a copy of it.
import { Report } from "../report/report";
import { createSampleClient, type SampleData } from "./sample-client";

/*
 * The sample is made by every build (vite-plugins/demo-report): the current LocalAnalyzer over
 * every comment of one bundled demo post, fetched through the demo provider as the server
 * fetches it.
 */

const steps = [
  {
    icon: ClipboardPaste,
    title: "Paste a link",
    text: "Copy the link of a public Instagram post or reel and paste it into the app.",
  },
  {
    icon: ScanSearch,
    title: "Every comment is analysed",
    text: "Each comment gets a sentiment, a language and tags such as question, praise, complaint or spam; then the report is built from them.",
  },
  {
    icon: FileText,
    title: "Read the insights",
    text: "The answer comes first, then each section, with the comments behind every finding one click away, as below.",
  },
];

function SamplePost({ data }: { data: SampleData }) {
  const post = data.analysis.post;
  if (!post) return null;
  return (
    <section
      aria-labelledby="sample-post-title"
      className="rounded-card border border-border bg-surface-muted p-5"
    >
      <h2 id="sample-post-title" className="text-sm font-semibold text-foreground">
        The sample post
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        @{post.owner.username} · {post.owner.fullName}
      </p>
      <p className="mt-2 text-pretty text-foreground">{post.caption}</p>
      <p className="mt-3 text-sm text-muted-foreground tabular-nums">
        {formatCount(post.likeCount ?? 0)} likes · {formatNumber(post.commentCount)} comments ·
        posted {new Date(post.takenAt).toLocaleDateString("en-US", { dateStyle: "medium" })}
      </p>
      <p className="mt-3 text-sm text-muted-foreground">
        The account and its comments are invented (the demo data CommentLens ships with), written to
        read like a real comment section. The report is what the analyzer made of them.
      </p>
    </section>
  );
}

export function DemoPage({ data = sampleData }: { data?: SampleData }) {
  const navigate = useNavigate();
  const client = useMemo(() => createSampleClient(data), [data]);

  // The report's download links: the sample has no server copy to export, so they lead to
  // /app, where the same sample is analysed for free and every format downloads.
  function onClickCapture(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as Element | null)?.closest?.("a[download]");
    if (!link) return;
    event.preventDefault();
    navigate("/app");
  }

  return (
    <div className="mx-auto max-w-content px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-3xl">
        <span className={badgeVariants({ variant: "brand" })}>Sample data</span>
        <h1 className="mt-4 text-balance text-3xl font-semibold tracking-tight text-foreground sm:text-4xl">
          See a real report, made from {formatNumber(data.analysis.fetched.comments)} comments
        </h1>
        <p className="mt-4 text-pretty text-lg text-muted-foreground">
          This is the report CommentLens made from one of its sample posts. Nothing on this page is
          a mock-up: open any finding to read its comments, filter the comment table, or switch
          sections on and off.
        </p>
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
          <Link to="/app" className={buttonVariants({ size: "lg" })}>
            Analyze your own post
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </header>

      <section aria-labelledby="demo-steps-title" className="mt-14">
        <h2 id="demo-steps-title" className="text-2xl font-semibold tracking-tight text-foreground">
          How it works
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-card border border-border p-5">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-control bg-primary-subtle text-primary-text">
                <step.icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-foreground">
                  <span className="text-muted-foreground tabular-nums">{index + 1}. </span>
                  {step.title}
                </h3>
                <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="demo-report-title" className="mt-14">
        <h2
          id="demo-report-title"
          className="text-2xl font-semibold tracking-tight text-foreground"
        >
          The report
        </h2>
        <div className="mt-6 flex flex-col gap-8">
          <SamplePost data={data} />
          {/* Capture phase: the export menu renders in a portal, which React events still reach. */}
          <div onClickCapture={onClickCapture}>
            <Report analysis={data.analysis} client={client} />
          </div>
        </div>
      </section>

      <section
        aria-labelledby="demo-next-title"
        className="mt-16 rounded-card border border-border bg-surface-muted p-6 text-center sm:p-10"
      >
        <h2 id="demo-next-title" className="text-2xl font-semibold tracking-tight text-foreground">
          Now read your own comments
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
          Paste a link to a public post and get the same report in seconds. The free plan covers{" "}
          {PLANS.free.usageLimit} posts a month; the Influencer plan {PLANS.influencer.usageLimit}.
        </p>
        <div className="mt-6 flex flex-wrap items-center justify-center gap-x-6 gap-y-3">
          <Link to="/app" className={buttonVariants({ size: "lg" })}>
            Analyze a post
          </Link>
          <Link
            to="/pricing"
            className="rounded-control font-medium text-primary-text underline-offset-4 hover:underline"
          >
            Compare plans
          </Link>
        </div>
      </section>
    </div>
  );
}
