/**
 * The CommentLens mark: a speech bubble with a lens in it. Decorative; pair it with the name.
 * `className` sets the size (e.g. `size-8`).
 */
export function LogoMark({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 ${className}`}
    >
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M8 9.5A2.5 2.5 0 0 1 10.5 7h11A2.5 2.5 0 0 1 24 9.5v8a2.5 2.5 0 0 1-2.5 2.5H14l-4.2 3.6c-.5.4-1.3.1-1.3-.6V20.3A2.5 2.5 0 0 1 8 18Z"
        fill="#fff"
      />
      <circle cx="15.5" cy="13" r="3.2" strokeWidth="1.8" className="stroke-primary" />
      <path
        d="m18 15.5 2.2 2.2"
        strokeWidth="1.8"
        strokeLinecap="round"
        className="stroke-primary"
      />
    </svg>
  );
}
