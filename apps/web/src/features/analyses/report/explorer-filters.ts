import {
  ASSIGNEE_FILTERS,
  type AssigneeFilter,
  COMMENT_SORTS,
  COMMENT_STANCES,
  COMMENT_STATUSES,
  COMMENT_TAGS,
  COMMENT_TARGETS,
  type CommentSort,
  type CommentStance,
  type CommentTag,
  type CommentTarget,
  type ExplorerView,
  SENTIMENT_LABELS,
  type SentimentLabel,
} from "@commentlens/shared";
import { type SetStateAction, useCallback, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { DEFAULT_FILTERS, type ExplorerFilters } from "./report-context";

/**
 * The explorer's filters in the address (`?sentiment=negative&tag=question&q=price&sort=likes`),
 * so a filtered view can be bookmarked, reloaded and sent to a colleague. The comments of one
 * finding stay out of it: a list of ids is no address to share.
 */

/** The address's names of the filters, left out of any other page state. */
export const EXPLORER_PARAMS = [
  "sentiment",
  "tag",
  "target",
  "stance",
  "about",
  "lang",
  "status",
  "assignee",
  "q",
  "sort",
] as const;

const STATUS_FILTERS = ["open", ...COMMENT_STATUSES] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** The filters an address names; values it does not know are left out. */
export function filtersFromParams(params: URLSearchParams): ExplorerFilters {
  const lang = params.get("lang") ?? "";
  const about = (params.get("about") ?? "").trim().slice(0, 120);
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    sort: oneOf<CommentSort>(COMMENT_SORTS, params.get("sort")) ?? DEFAULT_FILTERS.sort,
    label: oneOf<SentimentLabel>(SENTIMENT_LABELS, params.get("sentiment")),
    tag: oneOf<CommentTag>(COMMENT_TAGS, params.get("tag")),
    target: oneOf<CommentTarget>(COMMENT_TARGETS, params.get("target")),
    stance: oneOf<CommentStance>(COMMENT_STANCES, params.get("stance")),
    about: about || undefined,
    lang: /^[a-z]{2,3}$/.test(lang) ? lang : undefined,
    status: oneOf(STATUS_FILTERS, params.get("status")),
    assignee: oneOf<AssigneeFilter>(ASSIGNEE_FILTERS, params.get("assignee")),
  };
}

/** Writes the filters into `params` (defaults left out, so a plain report has a plain address). */
export function writeFilters(params: URLSearchParams, filters: ExplorerFilters): URLSearchParams {
  for (const key of EXPLORER_PARAMS) params.delete(key);
  const set = (key: string, value: string | undefined) => {
    if (value) params.set(key, value);
  };
  set("sentiment", filters.label);
  set("tag", filters.tag);
  set("target", filters.target);
  set("stance", filters.stance);
  set("about", filters.about);
  set("lang", filters.lang);
  set("status", filters.status);
  set("assignee", filters.assignee);
  set("q", filters.q.trim());
  if (filters.sort !== DEFAULT_FILTERS.sort) set("sort", filters.sort);
  return params;
}

type FiltersState = [ExplorerFilters, (next: SetStateAction<ExplorerFilters>) => void];

/** The filters kept in the address; the comments of one finding in the page's own state. */
export function useUrlFilters(): FiltersState {
  const [params, setParams] = useSearchParams();
  const [evidence, setEvidence] = useState<ExplorerFilters["evidence"]>();
  const key = EXPLORER_PARAMS.map((k) => params.get(k) ?? "").join("\u0000");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the filter params.
  const fromUrl = useMemo(() => filtersFromParams(params), [key]);
  const filters = useMemo(() => ({ ...fromUrl, evidence }), [fromUrl, evidence]);
  // Refs, so the setter stays one function: the report's actions and sections are memoised on it.
  const latest = useRef({ filters, setParams });
  latest.current = { filters, setParams };
  const set = useCallback((next: SetStateAction<ExplorerFilters>) => {
    const value = typeof next === "function" ? next(latest.current.filters) : next;
    setEvidence(value.evidence);
    latest.current.setParams((p) => writeFilters(p, value), { replace: true });
  }, []);
  return [filters, set];
}

/** The filters in the page's own state (a report shown outside the site's pages). */
export function useLocalFilters(): FiltersState {
  return useState<ExplorerFilters>(DEFAULT_FILTERS);
}

/** The filters as a saved view keeps them (no finding's comments: those are no view). */
export function viewOf(filters: ExplorerFilters): ExplorerView {
  const view: ExplorerView = {};
  if (filters.label) view.sentiment = filters.label;
  if (filters.tag) view.tag = filters.tag;
  if (filters.target) view.target = filters.target;
  if (filters.stance) view.stance = filters.stance;
  if (filters.about) view.about = filters.about;
  if (filters.lang) view.lang = filters.lang;
  if (filters.status) view.status = filters.status;
  if (filters.assignee) view.assignee = filters.assignee;
  if (filters.q.trim()) view.q = filters.q.trim();
  if (filters.sort !== DEFAULT_FILTERS.sort) view.sort = filters.sort;
  return view;
}

/** The filters a saved view sets (everything else cleared). */
export function filtersOf(view: ExplorerView): ExplorerFilters {
  return {
    q: view.q ?? "",
    sort: view.sort ?? DEFAULT_FILTERS.sort,
    label: view.sentiment,
    tag: view.tag,
    target: view.target,
    stance: view.stance,
    about: view.about,
    lang: view.lang,
    status: view.status,
    assignee: view.assignee,
  };
}

/** Whether the filters show what the view shows. */
export function showsView(filters: ExplorerFilters, view: ExplorerView): boolean {
  return (
    !filters.evidence && JSON.stringify(viewOf(filters)) === JSON.stringify(viewOf(filtersOf(view)))
  );
}
