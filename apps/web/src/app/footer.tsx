import { footerRoutes } from "@commentlens/shared";
import { Link } from "react-router";
import { LogoMark } from "../components/logo";

/*
 * Columns by what a visitor looks for. Links come from the route table (a page is linked once
 * it exists); a footer page no column names goes under "More", so none is ever dropped.
 */
const GROUPS: ReadonlyArray<{ title: string; paths: readonly string[] }> = [
  { title: "Product", paths: ["/demo", "/how-it-works", "/pricing", "/methodology"] },
  { title: "Resources", paths: ["/blog", "/help", "/newsletter"] },
  { title: "Company", paths: ["/about", "/contact"] },
  { title: "Legal", paths: ["/privacy", "/terms"] },
];

type FooterLink = ReturnType<typeof footerRoutes>[number];

export function footerColumns(
  links: readonly FooterLink[] = footerRoutes(),
): Array<{ title: string; links: FooterLink[] }> {
  const grouped = new Set(GROUPS.flatMap((g) => g.paths));
  const columns = GROUPS.map((group) => ({
    title: group.title,
    links: links.filter((link) => group.paths.includes(link.path)),
  }));
  columns.push({ title: "More", links: links.filter((link) => !grouped.has(link.path)) });
  return columns.filter((column) => column.links.length > 0);
}

const columns = footerColumns();

export function Footer() {
  const year = new Date().getFullYear();

  return (
    <footer className="border-t border-border bg-surface-muted">
      <div className="mx-auto flex max-w-content flex-col gap-10 px-4 py-12 sm:px-6 lg:flex-row lg:justify-between">
        <div className="flex max-w-xs flex-col gap-3">
          <Link
            to="/"
            className="-m-1 flex w-fit items-center gap-2 rounded-control p-1 font-semibold text-foreground"
          >
            <LogoMark className="size-6" />
            CommentLens
          </Link>
          <p className="text-sm text-muted-foreground">
            Audience reports from the comments of public Instagram posts.
          </p>
        </div>

        {columns.length > 0 ? (
          <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-4 lg:gap-12">
            {columns.map((column) => (
              <div key={column.title}>
                <h2 className="text-sm font-semibold text-foreground">{column.title}</h2>
                <ul className="mt-3 flex flex-col gap-1">
                  {column.links.map((route) => (
                    <li key={route.path}>
                      <Link
                        to={route.path}
                        className="inline-flex min-h-8 items-center rounded-control text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                      >
                        {route.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        ) : null}
      </div>

      <div className="border-t border-border">
        <div className="mx-auto flex max-w-content flex-col gap-1 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:justify-between sm:px-6">
          <p>© {year} CommentLens</p>
          <p>Not affiliated with Instagram or Meta.</p>
        </div>
      </div>
    </footer>
  );
}
