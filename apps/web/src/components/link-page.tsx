import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "./ui/button-variants";
import { Card, CardContent } from "./ui/card";

/** The frame of the pages an email links to: one card, one message, one way on. */
export function LinkPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12 sm:py-20">
      <h1 className="text-center text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
        {title}
      </h1>
      <Card raised className="mt-8">
        <CardContent className="flex flex-col items-start gap-5">{children}</CardContent>
      </Card>
    </div>
  );
}

export function Outcome({ tone, children }: { tone: "success" | "error"; children: ReactNode }) {
  const Icon = tone === "success" ? CircleCheck : CircleAlert;
  return (
    <div role={tone === "error" ? "alert" : "status"} className="flex items-start gap-3">
      <Icon
        aria-hidden="true"
        className={`mt-0.5 size-6 shrink-0 ${tone === "success" ? "text-status-success-text" : "text-status-failed-text"}`}
      />
      <p className="font-medium text-foreground">{children}</p>
    </div>
  );
}

export function Working({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-3 text-muted-foreground">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      {children}
    </p>
  );
}

export function HomeLink({ to = "/", children }: { to?: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonVariants({ variant: "outline" })}>
      {children}
    </Link>
  );
}
