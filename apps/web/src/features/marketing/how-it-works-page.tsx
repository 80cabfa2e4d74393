import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "../../components/ui/button-variants";

const contents = [
  { id: "submit", label: "1. Submit a link" },
  { id: "analyze", label: "2. Analyze the comments" },
  { id: "reading", label: "How the analysis reads comments" },
  { id: "understand", label: "3. Understand the report" },
  { id: "honest-numbers", label: "Honest numbers" },
  { id: "limits", label: "What CommentLens does not do" },
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mt-14 scroll-mt-24">
      <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight text-foreground">
        {title}
      </h2>
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </section>
  );
}

function Point({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="border-l-2 border-border pl-4">
      <h3 className="font-semibold text-foreground">{title}</h3>
      <p className="mt-1">{children}</p>
    </div>
  );
}

export function HowItWorksPage() {
  return (
    <article className="mx-auto max-w-reading px-4 py-12 text-foreground/90 sm:px-6 sm:py-16">
      <header>
        <h1 className="text-3xl font-semibold tracking-tight text-foreground sm:text-4xl">
          How it works
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">
          CommentLens turns the comments under a public Instagram post into a report you can read in
          a few minutes. Here is what happens between pasting the link and reading the answer, and
          what the report will and will not claim.
        </p>
      </header>

      <nav aria-label="On this page" className="mt-10 rounded-card border border-border p-5">
        <h2 className="text-sm font-semibold text-foreground">On this page</h2>
        <ul className="mt-3 flex flex-col gap-2 text-sm">
          {contents.map((item) => (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                className="rounded-control text-primary-text underline-offset-4 hover:underline"
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <Section id="submit" title="1. Submit a link">
        <p>
          Copy the link of a public post or reel from Instagram (the share menu has a “Copy link”
          option) and paste it into CommentLens. Post links look like{" "}
          <code className="rounded-sm bg-secondary px-1.5 py-0.5 text-sm">instagram.com/p/…</code>{" "}
          and reel links like{" "}
          <code className="rounded-sm bg-secondary px-1.5 py-0.5 text-sm">
            instagram.com/reel/…
          </code>
          .
        </p>
        <p>
          The post has to be public: CommentLens sees what anyone without an account would see. You
          never connect your Instagram account or share a password, so it works for your own posts
          and for any public post you want to learn from, such as a competitor’s launch.
        </p>
      </Section>

      <Section id="analyze" title="2. Analyze the comments">
        <p>
          CommentLens collects the comments of the post and reads them one by one. While it works
          you see where it is: fetching the comments, analysing them, building the insights, done.
          When the total is known the progress bar fills in step with the real count; when it is not
          known yet, the bar says so instead of inventing a percentage.
        </p>
      </Section>

      <Section id="reading" title="How the analysis reads comments">
        <p>
          A comment section is not a survey. People write in several languages, answer each other,
          reply with a single emoji and tag their friends to enter giveaways. The analysis is built
          for that:
        </p>
        <Point title="One label per comment">
          Each comment is marked positive, neutral or negative. The overall sentiment is counted
          from those labels, so every percentage has a number of comments behind it.
        </Point>
        <Point title="Emoji count">
          Emoji carry meaning. A reply that is only “😍😍” is praise and “🙄” is not. Comments made
          of emoji alone are read like any other comment instead of being thrown away.
        </Point>
        <Point title="Spam and giveaway comments kept apart">
          Tag-a-friend entries, “check my page” promotions and copy-pasted replies are recognised
          and set aside. They are counted and you can still look at them, but they do not inflate
          the sentiment or crowd out real feedback.
        </Point>
        <Point title="Languages are labelled">
          Each comment is labelled with the language it is written in, so you can see which parts of
          your audience speak which language.
        </Point>
        <Point title="Every insight links to its comments">
          Nothing in the report stands on its own. Open any finding and you see the comments behind
          it, quoted in full with their author, likes and language.
        </Point>
      </Section>

      <Section id="understand" title="3. Understand the report">
        <p>
          The report leads with the answer: the overall sentiment and the few findings that matter
          most. Then it goes into detail, one question per section:
        </p>
        <ul className="ml-5 flex list-disc flex-col gap-2 marker:text-muted-foreground">
          <li>
            <strong className="font-semibold text-foreground">Sentiment:</strong> how the comments
            lean, with the count behind each share and examples of each.
          </li>
          <li>
            <strong className="font-semibold text-foreground">Who is talking:</strong> the kinds of
            people commenting and how much of the conversation each group makes up.
          </li>
          <li>
            <strong className="font-semibold text-foreground">What they loved</strong> and{" "}
            <strong className="font-semibold text-foreground">what annoys them:</strong> praise and
            complaints grouped by theme.
          </li>
          <li>
            <strong className="font-semibold text-foreground">Questions they ask:</strong> what
            people want to know, ready to answer.
          </li>
          <li>
            <strong className="font-semibold text-foreground">What to post next:</strong> ideas
            drawn from what this audience asked for and reacted to.
          </li>
        </ul>
        <p>
          Every section can be collapsed and all of them start open, so you can read the report top
          to bottom or jump to the part you need.
        </p>
      </Section>

      <Section id="honest-numbers" title="Honest numbers">
        <p>
          A report is only useful if you can trust its figures. CommentLens tells you what it read
          and what it could not:
        </p>
        <Point title="“Analyzed X of Y comments”">
          When Instagram returns fewer comments than the post shows, or a limit applies, the report
          says exactly how many comments were analysed out of how many.
        </Point>
        <Point title="Hidden likes stay hidden">
          When the author hides like counts, the report says so instead of showing zeros.
        </Point>
        <Point title="“Not enough data” beats a guess">
          When there are too few comments to say something reliable, the report says so rather than
          filling the gap.
        </Point>
      </Section>

      <Section id="limits" title="What CommentLens does not do">
        <ul className="ml-5 flex list-disc flex-col gap-2 marker:text-muted-foreground">
          <li>It does not ask for your Instagram login, and it cannot read private accounts.</li>
          <li>It does not post, reply, like or send messages on your behalf.</li>
          <li>
            It does not make up comments or figures: everything in a report comes from the comments
            of the post you submitted.
          </li>
        </ul>
      </Section>

      <section
        aria-labelledby="try-it-title"
        className="mt-14 rounded-card border border-border bg-surface-muted p-6"
      >
        <h2 id="try-it-title" className="text-xl font-semibold tracking-tight text-foreground">
          Try it on a post
        </h2>
        <p className="mt-2">
          Paste the link of a public post and read its report in a minute, or look around a finished
          report first.
        </p>
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <Link to="/app" className={buttonVariants({ size: "lg" })}>
            Analyze a post
            <ArrowRight aria-hidden="true" />
          </Link>
          <Link to="/demo" className={buttonVariants({ variant: "outline", size: "lg" })}>
            See the sample report
          </Link>
        </div>
      </section>
    </article>
  );
}
