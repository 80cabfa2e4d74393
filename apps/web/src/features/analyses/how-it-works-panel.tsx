import { ClipboardPaste, CloudDownload, FileText, ScanSearch } from "lucide-react";
import { Link } from "react-router";

const STEPS = [
  {
    icon: ClipboardPaste,
    title: "Paste a link",
    text: "Copy the link of a public post or reel from Instagram’s share menu, or import a comments export.",
  },
  {
    icon: CloudDownload,
    title: "We fetch the comments",
    text: "The post’s details and its comments are read as anyone without an account sees them. No Instagram login.",
  },
  {
    icon: ScanSearch,
    title: "Every comment is analysed",
    text: "Sentiment, language and tags such as questions, praise, complaints and spam, then who is talking and why.",
  },
  {
    icon: FileText,
    title: "Read the report",
    text: "The answer first, with the comments behind every finding one click away. Export it as CSV, XLSX, JSON or PDF.",
  },
] as const;

/** What the page does, shown while nothing is loaded. */
export function HowItWorksPanel() {
  return (
    <section aria-labelledby="how-it-works-title" className="flex flex-col gap-4">
      <h2 id="how-it-works-title" className="text-lg font-semibold text-foreground">
        How it works
      </h2>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li
            key={step.title}
            className="flex flex-col gap-2 rounded-card border border-border p-5"
          >
            <div className="flex items-center gap-2">
              <span className="flex size-7 items-center justify-center rounded-full bg-primary-subtle text-sm font-semibold tabular-nums text-primary-text">
                {index + 1}
              </span>
              <step.icon aria-hidden="true" className="size-5 text-muted-foreground" />
            </div>
            <h3 className="font-semibold text-foreground">{step.title}</h3>
            <p className="text-sm text-muted-foreground">{step.text}</p>
          </li>
        ))}
      </ol>
      <p className="text-sm text-muted-foreground">
        More on what the report will and will not claim in{" "}
        <Link
          to="/how-it-works"
          className="rounded-sm font-medium text-primary-text underline-offset-4 hover:underline"
        >
          How it works
        </Link>
        .
      </p>
    </section>
  );
}
