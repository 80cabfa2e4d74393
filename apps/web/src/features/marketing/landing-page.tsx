import {
  ArrowRight,
  CircleCheck,
  FileText,
  Link2,
  type LucideIcon,
  ScanSearch,
} from "lucide-react";
import { Link } from "react-router";
import { badgeVariants } from "../../components/ui/badge-variants";
import { buttonVariants } from "../../components/ui/button-variants";
import { type EvalFigures, measuredFigures, wholePercentOf } from "./measured";
import { SampleExcerptCard } from "./sample-excerpt";

/*
 * Kept small and free of Radix, zod and charts: this page ships in the main chunk so "/"
 * paints without a second request (landing JS budget, bench/site.ts).
 */

interface Step {
  name: string;
  icon: LucideIcon;
  text: string;
}

const steps: Step[] = [
  {
    name: "Submit",
    icon: Link2,
    text: "Paste the link of a public Instagram post or reel. There is no Instagram account to connect and no password to share.",
  },
  {
    name: "Analyze",
    icon: ScanSearch,
    text: "CommentLens collects the comments and reads each one for its tone, language and emoji, setting spam and giveaway entries apart. You see each stage while it works.",
  },
  {
    name: "Understand",
    icon: FileText,
    text: "Read the report: the overall mood and the findings that matter come first, with the comments behind every claim one click away.",
  },
];

const promises = [
  "Reads the comments themselves, not only the first screen of the thread",
  "Keeps spam and giveaway entries out of the sentiment",
  "Links every finding to the comments behind it",
];

const linkClasses =
  "inline-flex items-center gap-1.5 rounded-control font-medium text-primary-text underline-offset-4 hover:underline";

function GetStarted() {
  return (
    <Link to="/app" className={buttonVariants({ size: "lg" })}>
      Analyze a post
      <ArrowRight aria-hidden="true" />
    </Link>
  );
}

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <h2
      id={id}
      className="text-balance text-2xl font-semibold tracking-tight text-foreground sm:text-3xl"
    >
      {children}
    </h2>
  );
}

/** The measured accuracy, with what it was measured on; left out when the build has none. */
export function AccuracyClaim({ figures }: { figures: EvalFigures | null }) {
  const real = figures?.realComments;
  if (!real) return null;
  // The headline is the set nobody looked at while tuning the analyzer, when there is one.
  const headline = real.fresh ?? real;
  return (
    <div className="rounded-card border border-border bg-surface p-6">
      <p className="text-4xl font-semibold tracking-tight text-foreground tabular-nums">
        {wholePercentOf(headline.accuracy)}
      </p>
      <p className="mt-2 text-foreground">
        of real Instagram comments get the right sentiment label (positive, neutral or negative),
        measured on {headline.comments.toLocaleString("en-US")} comments under{" "}
        {headline.posts.toLocaleString("en-US")} public posts of two sports brands
        {real.fresh ? " that nobody looked at while tuning the analyzer" : ""}, each labelled by
        reading it in its thread.
      </p>
      <p className="mt-3 text-sm text-muted-foreground">
        {real.fresh
          ? `On the ${real.comments.toLocaleString("en-US")} comments we tuned and checked it on: ${wholePercentOf(real.accuracy)}. `
          : real.holdout
            ? `On the ${real.holdout.posts} posts we kept aside while tuning the analyzer: ${wholePercentOf(real.holdout.accuracy)}. `
            : ""}
        About {Math.round((1 - headline.accuracy) * 10)} in 10 still get the wrong label, which is
        why every figure in a report links to the comments behind it.
      </p>
      <Link to="/methodology" className={`${linkClasses} mt-4`}>
        How we measure it
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}

export function LandingPage({ figures = measuredFigures }: { figures?: EvalFigures | null }) {
  return (
    <>
      <section
        aria-labelledby="hero-title"
        className="border-b border-border bg-[radial-gradient(60rem_28rem_at_50%_-8rem,var(--color-primary-subtle),transparent)]"
      >
        <div className="mx-auto flex max-w-3xl flex-col items-center px-4 pt-14 pb-16 text-center sm:px-6 sm:pt-20 sm:pb-20">
          <Link
            to="/newsletter"
            className="inline-flex items-center gap-2 rounded-full border border-border bg-surface py-1 pr-3 pl-1 text-sm text-muted-foreground hover:text-foreground"
          >
            <span className={badgeVariants({ variant: "brand" })}>Beta</span>
            Join the waitlist for news
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <h1
            id="hero-title"
            className="mt-6 text-balance text-3xl font-semibold tracking-tight text-foreground sm:text-4xl"
          >
            Understand what your audience said under your Instagram post
          </h1>
          <p className="mt-5 max-w-2xl text-pretty text-lg text-muted-foreground">
            Paste the link of a public post or reel. CommentLens reads the comments and gives you a
            report: how people feel, who is talking, what they loved, what annoys them, what they
            ask and what to post next, with the comments behind every finding.
          </p>
          <div className="mt-8">
            <GetStarted />
          </div>
          <p className="mt-4 text-sm text-muted-foreground">
            Free to try. Public posts and reels only; no Instagram login.
          </p>
        </div>
      </section>

      <section aria-labelledby="sample-title" className="py-16 sm:py-24">
        <div className="mx-auto grid max-w-content items-center gap-10 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <div>
            <SectionTitle id="sample-title">A real report, not a mock-up</SectionTitle>
            <p className="mt-4 text-lg text-muted-foreground">
              This is the top of the report CommentLens made from every comment under one of the
              sample posts of our demo data: the answer first, then what people loved, asked for and
              complained about, each with the comments it rests on.
            </p>
          </div>
          <SampleExcerptCard />
        </div>
      </section>

      <section
        aria-labelledby="problem-title"
        className="border-y border-border bg-surface-muted py-16 sm:py-24"
      >
        <div className="mx-auto max-w-content px-4 sm:px-6">
          <SectionTitle id="problem-title">
            Scrolling the comments gives you an impression, not an answer
          </SectionTitle>
          <div className="mt-10 grid gap-10 md:grid-cols-2 md:gap-16">
            <div>
              <h3 className="text-lg font-semibold text-foreground">The problem</h3>
              <p className="mt-3 text-muted-foreground">
                A post that does well collects more comments than anyone has time to read closely.
                What you remember is shaped by the first screen of replies, the loudest voices and a
                pile of giveaway tags, while the questions and complaints that matter sit further
                down the thread.
              </p>
            </div>
            <div>
              <h3 className="text-lg font-semibold text-foreground">What CommentLens does</h3>
              <p className="mt-3 text-muted-foreground">
                It reads the comments for you and sorts what it finds into a report you can take in
                within minutes, and check line by line.
              </p>
              <ul className="mt-5 flex flex-col gap-3">
                {promises.map((promise) => (
                  <li key={promise} className="flex gap-3 text-foreground">
                    <CircleCheck
                      aria-hidden="true"
                      className="mt-0.5 size-5 shrink-0 text-primary-text"
                    />
                    <span>{promise}</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="steps-title" className="py-16 sm:py-24">
        <div className="mx-auto max-w-content px-4 sm:px-6">
          <SectionTitle id="steps-title">Three steps from link to answer</SectionTitle>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li
                key={step.name}
                className="flex flex-col gap-4 rounded-card border border-border bg-surface p-6"
              >
                <div className="flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-control bg-primary-subtle text-primary-text">
                    <step.icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="text-sm font-medium text-muted-foreground tabular-nums">
                    Step {index + 1}
                  </span>
                </div>
                <h3 className="text-lg font-semibold text-foreground">{step.name}</h3>
                <p className="text-muted-foreground">{step.text}</p>
              </li>
            ))}
          </ol>
          <p className="mt-8">
            <Link to="/how-it-works" className={linkClasses}>
              See how it works
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        </div>
      </section>

      <section
        aria-labelledby="trust-title"
        className="border-y border-border bg-surface-muted py-16 sm:py-24"
      >
        <div className="mx-auto grid max-w-content gap-10 px-4 sm:px-6 md:grid-cols-2 md:gap-16">
          <div>
            <SectionTitle id="trust-title">Numbers you can check</SectionTitle>
            <p className="mt-4 text-lg text-muted-foreground">
              The report says how many comments it read (“Analyzed X of Y comments”), tells you when
              likes are hidden, and says “not enough data” instead of guessing. We hold our own
              claims to the same rule: the accuracy below is measured, and the method is public.
            </p>
          </div>
          <AccuracyClaim figures={figures} />
        </div>
      </section>

      <section aria-labelledby="example-title" className="py-16 sm:py-24">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <h2 id="example-title" className="sr-only">
            How a creator might use it
          </h2>
          <figure className="rounded-card border border-dashed border-border p-6 sm:p-8">
            <p className="text-sm font-semibold text-muted-foreground">
              Example testimonial: illustrative, not from a real customer
            </p>
            <blockquote className="mt-4 text-pretty text-lg text-foreground">
              “I used to skim the first few dozen comments and guess. Now I see which questions keep
              coming up and which ones I never answered, and that is my next post.”
            </blockquote>
            <figcaption className="mt-4 text-sm text-muted-foreground">
              A baker who posts weekly bread drops (a made-up example)
            </figcaption>
          </figure>
        </div>
      </section>

      <section aria-labelledby="closing-title" className="border-t border-border py-16 sm:py-20">
        <div className="mx-auto flex max-w-2xl flex-col items-center px-4 text-center sm:px-6">
          <SectionTitle id="closing-title">Read your own comments this way</SectionTitle>
          <p className="mt-4 text-lg text-muted-foreground">
            Paste a link and get the report in seconds. No account needed to try.
          </p>
          <div className="mt-8">
            <GetStarted />
          </div>
        </div>
      </section>
    </>
  );
}
