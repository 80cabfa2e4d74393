import { Component, type ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "../components/ui/button-variants";

/**
 * Shown inside the layout when a page fails to load or render. The usual cause is a page
 * file that changed on the server after this tab opened, so reloading is the first remedy.
 */
export function RouteError() {
  return (
    <div className="mx-auto flex max-w-reading flex-col items-start gap-4 px-4 py-16 sm:px-6 sm:py-24">
      <h1 className="text-3xl font-semibold tracking-tight text-foreground">
        This page could not be shown
      </h1>
      <p className="text-lg text-muted-foreground">
        Something went wrong while loading it. Check your connection and reload the page. If it
        keeps happening, go back to the home page.
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
          Reload page
        </button>
        <Link to="/" className={buttonVariants({ variant: "outline" })}>
          Go to the home page
        </Link>
      </div>
    </div>
  );
}

/** Catches a page that throws (or whose code fails to load) and shows `RouteError` instead. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error("page failed", error);
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
