import {
  ArrowRight,
  CircleCheck,
  FileText,
  Frown,
  Heart,
  Lightbulb,
  Link2,
  type LucideIcon,
  MessageCircleQuestion,
  ScanSearch,
  Smile,
  Users,
} from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "../../components/ui/button-variants";

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

interface ReportSection {
  title: string;
  icon: LucideIcon;
  text: string;
}

const reportSections: ReportSection[] = [
  {
    title: "Sentiment, with evidence",
    icon: Smile,
    text: "How the comments lean, positive, neutral or negative, counted comment by comment and shown with examples of each.",
  },
  {
    title: "Who is talking",
    icon: Users,
    text: "The kinds of people in your comment section and how much of the conversation each group makes up.",
  },
  {
    title: "What they loved",
    icon: Heart,
    text: "The moments, products and details people praise, grouped by theme.",
  },
  {
    title: "What annoys them",
    icon: Frown,
    text: "Complaints and points of friction, so you can fix them or answer them in public.",
  },
  {
    title: "Questions they ask",
    icon: MessageCircleQuestion,
    text: "The questions that keep coming up, ready to answer in a reply, a story or your next caption.",
  },
  {
    title: "What to post next",
    icon: Lightbulb,
    text: "Ideas for your next posts, drawn from what this audience asked for and reacted to.",
  },
];

const promises = [
  "Reads the comments themselves, not only the first screen of the thread",
  "Keeps spam and giveaway entries out of the sentiment",
  "Links every finding to the comments behind it",
];

function SeeHowItWorks() {
  return (
    <Link to="/how-it-works" className={buttonVariants({ size: "lg" })}>
      See how it works
      <ArrowRight aria-hidden="true" />
    </Link>
  );
}

export function LandingPage() {
  return (
    <>
      <section
        aria-labelledby="hero-title"
        className="relative overflow-hidden border-b border-border bg-[radial-gradient(60rem_28rem_at_50%_-8rem,var(--color-primary-subtle),transparent)]"
      >
        <div className="mx-auto flex max-w-3xl flex-col items-center px-4 pt-16 pb-20 text-center sm:px-6 sm:pt-24 sm:pb-28">
          <p className="text-sm font-semibold text-primary-text">
            For creators and social media managers
          </p>
          <h1
            id="hero-title"
            className="mt-4 text-balance text-3xl font-semibold tracking-tight text-foreground sm:text-4xl"
          >
            Understand what your audience said under your Instagram post
          </h1>
          <p className="mt-5 max-w-2xl text-pretty text-lg text-muted-foreground">
            Paste the link of a public post or reel. CommentLens reads the comments and gives you a
            report: how people feel, who is talking, what they loved, what annoys them, what they
            ask and what to post next, with the comments behind every finding.
          </p>
          <div className="mt-8">
            <SeeHowItWorks />
          </div>
          <p className="mt-4 text-sm text-muted-foreground">
            Public posts and reels only. No Instagram login needed.
          </p>
        </div>
      </section>

      <section aria-labelledby="problem-title" className="py-16 sm:py-24">
        <div className="mx-auto max-w-content px-4 sm:px-6">
          <h2
            id="problem-title"
            className="max-w-2xl text-balance text-2xl font-semibold tracking-tight text-foreground sm:text-3xl"
          >
            Scrolling the comments gives you an impression, not an answer
          </h2>
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

      <section
        aria-labelledby="steps-title"
        className="border-y border-border bg-surface-muted py-16 sm:py-24"
      >
        <div className="mx-auto max-w-content px-4 sm:px-6">
          <h2
            id="steps-title"
            className="text-balance text-2xl font-semibold tracking-tight text-foreground sm:text-3xl"
          >
            Three steps from link to answer
          </h2>
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
            <Link
              to="/how-it-works"
              className="inline-flex items-center gap-1.5 rounded-control font-medium text-primary-text underline-offset-4 hover:underline"
            >
              Read how each step works
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="report-title" className="py-16 sm:py-24">
        <div className="mx-auto max-w-content px-4 sm:px-6">
          <div className="max-w-2xl">
            <h2
              id="report-title"
              className="text-balance text-2xl font-semibold tracking-tight text-foreground sm:text-3xl"
            >
              What you get in the report
            </h2>
            <p className="mt-4 text-lg text-muted-foreground">
              Each section answers one question about your audience, and each answer shows the
              comments it comes from.
            </p>
          </div>
          <ul className="mt-10 grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
            {reportSections.map((section) => (
              <li key={section.title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-control border border-border bg-surface text-primary-text">
                  <section.icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-foreground">{section.title}</h3>
                  <p className="mt-1 text-muted-foreground">{section.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-12 rounded-card border border-border bg-surface-muted p-6">
            <h3 className="font-semibold text-foreground">Honest numbers</h3>
            <p className="mt-2 text-muted-foreground">
              The report says how many comments it read (“Analyzed X of Y comments”), tells you when
              likes are hidden by the author, and says “not enough data” instead of guessing.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="closing-title" className="border-t border-border py-16 sm:py-20">
        <div className="mx-auto flex max-w-2xl flex-col items-center px-4 text-center sm:px-6">
          <h2
            id="closing-title"
            className="text-balance text-2xl font-semibold tracking-tight text-foreground sm:text-3xl"
          >
            See what happens between the link and the report
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            How CommentLens collects and reads the comments, and what each part of the report shows.
          </p>
          <div className="mt-8">
            <SeeHowItWorks />
          </div>
        </div>
      </section>
    </>
  );
}
