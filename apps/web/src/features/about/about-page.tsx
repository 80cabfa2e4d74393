import { ArrowRight, Lightbulb, ShieldCheck, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "../../components/ui/button-variants";
import { type EvalFigures, measuredFigures } from "./measured";

const values = [
  {
    name: "Innovation",
    icon: Lightbulb,
    text: "We build analysis for comment sections as they are: emoji read as meaning, many languages in one thread, giveaway tags and spam set apart, questions and requests found. And we measure it in public.",
  },
  {
    name: "Privacy",
    icon: ShieldCheck,
    text: "No Instagram login, public posts only. The comments fetched for an analysis are kept only as long as the analysis: delete it and they go. Reports run without an account expire after 24 hours.",
  },
  {
    name: "Simplicity",
    icon: Sparkles,
    text: "One link in, one report out. The answer comes first and the detail waits until you want it, with every finding one click away from its comments.",
  },
];

const LANGUAGE_NAMES = new Intl.DisplayNames(["en"], { type: "language" });

function languageList(codes: readonly string[]): string {
  const names = codes.map((code) => {
    try {
      return LANGUAGE_NAMES.of(code) ?? code;
    } catch {
      return code;
    }
  });
  return new Intl.ListFormat("en", { type: "conjunction" }).format(names);
}

function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

interface Stat {
  value: string;
  label: string;
}

/** Only figures measured by the benchmark; none are typed by hand, none are usage counts. */
export function measuredStats(figures: EvalFigures | null): Stat[] {
  if (!figures) return [];
  const stats: Stat[] = [];
  if (figures.realComments) {
    // The set nobody looked at while tuning the analyzer, when there is one.
    const real = figures.realComments.fresh ?? figures.realComments;
    const unseen = figures.realComments.fresh ? " nobody looked at while tuning" : "";
    stats.push({
      value: percent(real.accuracy),
      label: `of real Instagram comments get the right sentiment label, on ${real.comments.toLocaleString("en-US")} comments under ${real.posts.toLocaleString("en-US")} public posts${unseen}, labelled by reading them`,
    });
  }
  if (figures.tweetEval) {
    stats.push({
      value: percent(figures.tweetEval.accuracy),
      label: `on TweetEval, a public sentiment benchmark of ${figures.tweetEval.texts.toLocaleString("en-US")} tweets`,
    });
  }
  if (figures.languages && figures.languages.codes.length > 0) {
    stats.push({
      value: String(figures.languages.codes.length),
      label: `languages measured in a multilingual benchmark: ${languageList(figures.languages.codes)}`,
    });
  }
  if (figures.commentsPerSecond) {
    stats.push({
      value: Math.round(figures.commentsPerSecond).toLocaleString("en-US"),
      label: "comments analysed per second by the built-in analyzer, in one process",
    });
  }
  return stats;
}

export function AboutPage({ figures = measuredFigures }: { figures?: EvalFigures | null }) {
  const stats = measuredStats(figures);
  const measuredOn = figures?.measuredAt
    ? new Date(figures.measuredAt).toLocaleDateString("en-US", { dateStyle: "long" })
    : null;

  return (
    <div className="mx-auto max-w-content px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold text-primary-text">About CommentLens</p>
        <h1 className="mt-3 text-balance text-3xl font-semibold tracking-tight text-foreground sm:text-4xl">
          Know what your audience said, in a minute, and be able to check it
        </h1>
        <p className="mt-5 text-pretty text-lg text-muted-foreground">
          Our mission is to give creators, brands and agencies an honest answer to “what did people
          say under this post?”: how they felt, who was talking, what they loved, what annoyed them
          and what they asked for, with the comments behind every finding.
        </p>
      </header>

      <section aria-labelledby="why-title" className="mt-14 max-w-3xl">
        <h2 id="why-title" className="text-2xl font-semibold tracking-tight text-foreground">
          Why we built it
        </h2>
        <p className="mt-4 text-muted-foreground">
          The comment section is where an audience tells you what it wants next, yet most people
          read it by hand, or pay for social-listening suites built to track brand mentions across
          the web, not to read one post’s comments. CommentLens does that one job: paste the link of
          a public post and read a report built from its comments.
        </p>
        <p className="mt-4 text-muted-foreground">
          CommentLens is in beta. It works today, and we keep improving it with the people who use
          it.
        </p>
      </section>

      <section aria-labelledby="values-title" className="mt-14">
        <h2 id="values-title" className="text-2xl font-semibold tracking-tight text-foreground">
          What we value
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {values.map((value) => (
            <li key={value.name} className="rounded-card border border-border p-6">
              <span className="flex size-10 items-center justify-center rounded-control bg-primary-subtle text-primary-text">
                <value.icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-foreground">{value.name}</h3>
              <p className="mt-2 text-muted-foreground">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      {stats.length > 0 ? (
        <section
          aria-labelledby="measured-title"
          className="mt-14 rounded-card border border-border bg-surface-muted p-6 sm:p-8"
        >
          <h2 id="measured-title" className="text-2xl font-semibold tracking-tight text-foreground">
            Measured, not claimed
          </h2>
          <p className="mt-3 max-w-3xl text-muted-foreground">
            We do not quote user counts we cannot show. These figures come from our benchmark
            {measuredOn ? `, last run on ${measuredOn}` : ""}.
          </p>
          <dl className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse justify-end gap-2">
                <dt className="text-sm text-muted-foreground">{stat.label}</dt>
                <dd className="text-3xl font-semibold tracking-tight text-foreground tabular-nums">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
          <Link
            to="/methodology"
            className="mt-8 inline-flex items-center gap-1.5 rounded-control font-medium text-primary-text underline-offset-4 hover:underline"
          >
            How we measure
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </section>
      ) : null}

      <section
        aria-labelledby="about-next-title"
        className="mt-14 flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2
            id="about-next-title"
            className="text-2xl font-semibold tracking-tight text-foreground"
          >
            See it on your own post
          </h2>
          <p className="mt-2 text-muted-foreground">
            Questions, ideas or a partnership in mind?{" "}
            <Link
              to="/contact"
              className="rounded-control font-medium text-primary-text underline-offset-4 hover:underline"
            >
              Contact us
            </Link>
            .
          </p>
        </div>
        <Link to="/app" className={buttonVariants({ size: "lg" })}>
          Analyze a post
          <ArrowRight aria-hidden="true" />
        </Link>
      </section>
    </div>
  );
}
