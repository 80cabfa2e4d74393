/** Shown in the page area while a page's code loads on first visit. */
export function RouteFallback() {
  const block = "animate-pulse bg-secondary";
  return (
    <div className="mx-auto max-w-reading px-4 py-12 sm:px-6 sm:py-16">
      <p className="sr-only" role="status">
        Loading page…
      </p>
      <div aria-hidden="true">
        <div className={`h-10 w-3/4 rounded-control ${block}`} />
        <div className={`mt-4 h-5 w-full rounded-control ${block}`} />
        <div className={`mt-2 h-5 w-5/6 rounded-control ${block}`} />
        <div className={`mt-10 h-40 w-full rounded-card ${block}`} />
      </div>
    </div>
  );
}
