import type { PageDocument } from "../../../vite-plugins/content/types";
import { Prose } from "../../components/prose";

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "December 15, 2024" for the calendar day `2024-12-15`, whatever the reader's time zone. */
export function formatDay(day: string): string {
  return longDate.format(new Date(`${day}T00:00:00Z`));
}

/** A long document at reading width: title, last update, contents when it has many sections. */
export function DocumentView({ document }: { document: PageDocument }) {
  const sections = document.headings.filter((heading) => heading.depth === 2);

  return (
    <article className="mx-auto max-w-reading px-4 py-12 sm:px-6 sm:py-16">
      <header className="border-b border-border pb-8">
        <h1 className="text-3xl font-semibold tracking-tight text-balance text-foreground sm:text-4xl">
          {document.title}
        </h1>
        {document.updated ? (
          <p className="mt-3 text-muted-foreground">
            Last updated <time dateTime={document.updated}>{formatDay(document.updated)}</time>
          </p>
        ) : null}
      </header>

      {sections.length >= 4 ? (
        <nav aria-label="On this page" className="mt-8 rounded-card border border-border p-5">
          <h2 className="text-sm font-semibold text-foreground">On this page</h2>
          <ol className="mt-3 flex flex-col gap-2 text-sm">
            {sections.map((heading) => (
              <li key={heading.id}>
                <a
                  href={`#${heading.id}`}
                  className="rounded-control text-primary-text underline-offset-4 hover:underline"
                >
                  {heading.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}

      <Prose html={document.html} className="mt-8" />
    </article>
  );
}
