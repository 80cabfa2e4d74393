import { mainNavRoutes } from "@commentlens/shared";
import { clsx } from "clsx";
import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { LogoMark } from "../components/logo";
import { badgeVariants } from "../components/ui/badge-variants";

const links = mainNavRoutes();

function navLinkClasses({ isActive }: { isActive: boolean }): string {
  return clsx(
    "inline-flex h-9 items-center rounded-control px-3 text-sm font-medium transition-colors",
    isActive
      ? "bg-primary-subtle text-primary-text"
      : "text-muted-foreground hover:bg-secondary hover:text-foreground",
  );
}

function mobileLinkClasses({ isActive }: { isActive: boolean }): string {
  return clsx(
    "flex h-11 items-center rounded-control px-3 text-base font-medium transition-colors",
    isActive ? "bg-primary-subtle text-primary-text" : "text-foreground hover:bg-secondary",
  );
}

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu.
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-backdrop-filter:bg-background/80">
      <div className="mx-auto flex h-16 max-w-content items-center justify-between gap-4 px-4 sm:px-6">
        <div className="flex items-center gap-3">
          <Link
            to="/"
            className="-m-1 flex items-center gap-2.5 rounded-control p-1 text-lg font-semibold tracking-tight text-foreground"
          >
            <LogoMark className="size-8" />
            CommentLens
          </Link>
          <span className={badgeVariants({ variant: "brand" })}>Beta</span>
        </div>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="-mr-3 flex items-center gap-1">
            {links.map((route) => (
              <li key={route.path}>
                <NavLink to={route.path} end className={navLinkClasses}>
                  {route.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <button
          ref={toggleRef}
          type="button"
          className="-mr-2 inline-flex size-11 items-center justify-center rounded-control text-foreground hover:bg-secondary md:hidden"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>
      </div>

      <div id={menuId} hidden={!menuOpen} className="border-t border-border md:hidden">
        <nav aria-label="Main" className="mx-auto max-w-content px-4 py-3 sm:px-6">
          <ul className="flex flex-col gap-1">
            {links.map((route) => (
              <li key={route.path}>
                <NavLink
                  to={route.path}
                  end
                  className={mobileLinkClasses}
                  onClick={() => setMenuOpen(false)}
                >
                  {route.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
