import { footerRoutes } from "@commentlens/shared";
import { Link } from "react-router";
import { LogoMark } from "../components/logo";

const links = footerRoutes();

export function Footer() {
  const year = new Date().getFullYear();

  return (
    <footer className="border-t border-border bg-surface-muted">
      <div className="mx-auto flex max-w-content flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="flex max-w-sm flex-col gap-3">
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

        {links.length > 0 ? (
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {links.map((route) => (
                <li key={route.path}>
                  <Link
                    to={route.path}
                    className="rounded-control text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                  >
                    {route.label}
                  </Link>
                </li>
              ))}
            </ul>
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
