import { type Insight, renderInsight, type SentimentLabel } from "@commentlens/shared";
import { ChevronDown, type LucideIcon } from "lucide-react";
import { Switch as SwitchPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { EvidenceButton } from "../../../components/report/evidence-button";
import { FindingList } from "../../../components/report/finding-list";
import { SENTIMENT_ICONS, SENTIMENT_NAMES } from "../../../components/sentiment";
import { Badge } from "../../../components/ui/badge";
import {
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
} from "../../../components/ui/collapsible";
import { cn } from "../../../lib/cn";
import { commentsLabel } from "./derive";
import { useReportActions } from "./report-context";

/** Small building blocks shared by the report's sections. */

/** A comment's label: colour, icon and word, so colour is never the only signal. */
export function SentimentBadge({
  label,
  className,
}: {
  label: SentimentLabel;
  className?: string;
}) {
  const Icon = SENTIMENT_ICONS[label];
  return (
    <Badge variant={label} className={className}>
      <Icon aria-hidden="true" />
      {SENTIMENT_NAMES[label]}
    </Badge>
  );
}

/** The "12 comments" button beside every insight: opens the comments behind it. */
export function SupportButton({
  insight,
  title,
  context,
  className,
}: {
  insight: Pick<Insight, "evidence" | "support">;
  /** The finding as the drawer should title it. */
  title: string;
  context: string;
  className?: string;
}) {
  const { openEvidence } = useReportActions();
  return (
    <EvidenceButton
      label={commentsLabel(insight.support)}
      title={title}
      onOpen={() =>
        openEvidence({ title, context, evidence: insight.evidence, support: insight.support })
      }
      {...(className ? { className } : {})}
    />
  );
}

/** Insights as a quiet list: the sentence, and its support to open the quotes. */
export function InsightList({
  items,
  context,
  empty,
  className,
}: {
  items: readonly Insight[];
  context: string;
  /** The sentence shown when there is nothing to list. */
  empty: string;
  className?: string;
}) {
  const findings = items.map((item) => {
    const text = renderInsight(item);
    return {
      key: `${text}-${item.evidence[0]}`,
      text,
      support: <SupportButton insight={item} title={text} context={context} />,
    };
  });
  return <FindingList findings={findings} empty={empty} {...(className ? { className } : {})} />;
}

/** A titled block inside a section (e.g. "What users loved"). */
export function SubSection({
  title,
  icon: Icon,
  iconClassName,
  children,
  className,
}: {
  title: string;
  icon?: LucideIcon;
  iconClassName?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("min-w-0", className)}>
      <h3 className="mb-3 flex items-center gap-2 text-sm font-semibold text-foreground">
        {Icon ? (
          <Icon aria-hidden="true" className={cn("size-4 text-muted-foreground", iconClassName)} />
        ) : null}
        {title}
      </h3>
      {children}
    </div>
  );
}

/**
 * One collapsible section of the report: its heading is the toggle, so the outline reads the
 * same to screen readers whether a section is open or closed.
 */
/**
 * Where a jump to a section stops: below the sticky site header, and on narrower screens below
 * the "Jump to section" bar as well, so the section's title is never under either.
 */
export const SECTION_SCROLL_MARGIN = "scroll-mt-24 max-lg:scroll-mt-36";

export function ReportSection({
  id,
  title,
  icon: Icon,
  open,
  onOpenChange,
  description,
  children,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={SECTION_SCROLL_MARGIN}>
      <Collapsible open={open} onOpenChange={onOpenChange}>
        <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight text-foreground">
          <CollapsibleTrigger
            className={cn(
              "group -mx-2 flex w-[calc(100%+1rem)] items-center gap-2.5 rounded-control px-2 py-1.5 text-left transition-colors",
              "hover:bg-secondary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
            )}
          >
            <Icon aria-hidden="true" className="size-5 shrink-0 text-primary-text" />
            <span className="min-w-0 flex-1">{title}</span>
            <ChevronDown
              aria-hidden="true"
              className="size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=closed]:-rotate-90"
            />
          </CollapsibleTrigger>
        </h2>
        <CollapsibleContent>
          <div className="pt-3 pb-1">
            {description ? (
              <p className="mb-4 max-w-reading text-sm text-muted-foreground">{description}</p>
            ) : null}
            {children}
          </div>
        </CollapsibleContent>
      </Collapsible>
    </section>
  );
}

/** An on/off switch (Radix): Space toggles it, its label names it. */
export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        "inline-flex h-6 w-10 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input transition-colors",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        "data-[state=checked]:bg-primary disabled:cursor-not-allowed disabled:opacity-60",
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb className="pointer-events-none block size-5 rounded-full bg-white shadow-raised transition-transform data-[state=checked]:translate-x-4" />
    </SwitchPrimitive.Root>
  );
}
