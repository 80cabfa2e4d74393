import { ArrowRight, ChartBar, CirclePlay, CreditCard, Mail } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { FaqEntry, HelpArticleMeta } from "../../../vite-plugins/content/types";
import { FaqList } from "./faq-list";
import { HelpSearch } from "./help-search";
import type { HelpSearch as SearchEngine } from "./search-engine";

const MORE_LINKS = [
  { to: "/app", label: "Analyze a post", text: "Paste a link and get a report.", Icon: ChartBar },
  { to: "/demo", label: "See the demo", text: "Explore a sample report.", Icon: CirclePlay },
  {
    to: "/pricing",
    label: "Compare plans",
    text: "Free, Influencer and Agency.",
    Icon: CreditCard,
  },
  { to: "/contact", label: "Contact support", text: "We answer every message.", Icon: Mail },
] as const;

export interface HelpIndexProps {
  articles: readonly HelpArticleMeta[];
  faq: readonly FaqEntry[];
  loadSearch: () => Promise<SearchEngine>;
}

/** The help centre's front page: search, the articles, the FAQ and where else to go. */
export function HelpIndex({ articles, faq, loadSearch }: HelpIndexProps) {
  const [openFaq, setOpenFaq] = useState<ReadonlySet<string>>(() => new Set());

  function toggle(id: string) {
    setOpenFaq((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  /** A FAQ search result: open the entry, bring it into view and put focus on its question. */
  function openEntry(id: string) {
    setOpenFaq((current) => new Set(current).add(id));
    requestAnimationFrame(() => {
      document.getElementById(id)?.scrollIntoView({ block: "start" });
      document.getElementById(`${id}-button`)?.focus({ preventScroll: true });
    });
  }

  return (
    <div className="mx-auto max-w-reading px-4 py-12 sm:px-6 sm:py-16">
      <header>
        <h1 className="text-3xl font-semibold tracking-tight text-foreground sm:text-4xl">
          Help Center
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Answers about analysing posts, reading your reports, your account and billing.
        </p>
      </header>

      <div className="mt-8">
        <HelpSearch loadSearch={loadSearch} onOpenFaq={openEntry} />
      </div>

      <section aria-labelledby="help-articles-title" className="mt-14">
        <h2
          id="help-articles-title"
          className="text-2xl font-semibold tracking-tight text-foreground"
        >
          Articles
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {articles.map((article) => (
            <li key={article.slug}>
              <Link
                to={`/help/${article.slug}`}
                className="group flex h-full flex-col rounded-card border border-border bg-surface p-5 transition-shadow hover:shadow-raised"
              >
                <span className="flex items-center justify-between gap-3 font-semibold text-foreground group-hover:text-primary-text">
                  {article.title}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                  />
                </span>
                <span className="mt-2 text-sm text-muted-foreground">{article.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {faq.length > 0 ? (
        <section aria-labelledby="help-faq-title" className="mt-14">
          <h2 id="help-faq-title" className="text-2xl font-semibold tracking-tight text-foreground">
            Frequently asked questions
          </h2>
          <div className="mt-6">
            <FaqList entries={faq} open={openFaq} onToggle={toggle} />
          </div>
        </section>
      ) : null}

      <section aria-labelledby="help-more-title" className="mt-14">
        <h2 id="help-more-title" className="text-2xl font-semibold tracking-tight text-foreground">
          Still looking?
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {MORE_LINKS.map(({ to, label, text, Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full items-start gap-3 rounded-card border border-border p-4 hover:bg-surface-muted"
              >
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-text" />
                <span>
                  <span className="block font-medium text-foreground">{label}</span>
                  <span className="block text-sm text-muted-foreground">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
