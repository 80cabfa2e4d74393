import { Link, useLocation } from "react-router";
import { Button } from "../../components/ui/button";

export function NotFoundPage() {
  const { pathname } = useLocation();

  return (
    <div className="mx-auto flex max-w-reading flex-col items-start px-4 py-16 sm:px-6 sm:py-24">
      <p className="text-sm font-semibold text-primary-text tabular-nums">404</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-foreground sm:text-4xl">
        Page not found
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">
        There is no page at{" "}
        <code className="break-all rounded-sm bg-secondary px-1.5 py-0.5 text-base text-foreground">
          {pathname}
        </code>
        . The link may be mistyped, or the page may have moved.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">Back to the home page</Link>
      </Button>
    </div>
  );
}
