import type {
  AssigneeFilter,
  CommentSort,
  CommentStance,
  CommentStatus,
  CommentTag,
  CommentTarget,
  SentimentLabel,
} from "@commentlens/shared";
import { createContext, useContext } from "react";

/** What the evidence drawer shows: one finding and the comments behind it. */
export interface EvidenceRequest {
  /** The finding, quoted as the drawer's title. */
  title: string;
  /** Where the finding sits in the report ("What users loved"). */
  context: string;
  evidence: string[];
  support: number;
}

/** The comment explorer's filters; the report owns them so any section can set them. */
export interface ExplorerFilters {
  q: string;
  label?: SentimentLabel;
  tag?: CommentTag;
  /** Whom the comments are aimed at. */
  target?: CommentTarget;
  /** Where the comments stand towards whom they are about. */
  stance?: CommentStance;
  /** Comments about one entity, as the report names it ("@handle", "Mara"). */
  about?: string;
  lang?: string;
  /** Where the reply work stands: open, answered or handled. */
  status?: "open" | CommentStatus;
  /** On a team's report: the reader's own comments, anyone's, or nobody's. */
  assignee?: AssigneeFilter;
  sort: CommentSort;
  /** Only the comments behind one finding (sent as `ids`). */
  evidence?: { title: string; ids: string[] };
}

export const DEFAULT_FILTERS: ExplorerFilters = { q: "", sort: "likes" };

export interface ReportActions {
  openEvidence(request: EvidenceRequest): void;
  /** Sets the explorer's filters (the rest cleared) and scrolls to it. */
  showInExplorer(filters: Partial<ExplorerFilters>): void;
}

export const ReportActionsContext = createContext<ReportActions | null>(null);

export function useReportActions(): ReportActions {
  const actions = useContext(ReportActionsContext);
  if (!actions) throw new Error("useReportActions must be used inside <Report>");
  return actions;
}
