import type { Comment, CommentTag, CommentTarget, Post, SentimentLabel } from "@commentlens/shared";
import type { CommentAnalysis } from "../analyze.js";
import { buildContext, type ReportContext, type ReportInput } from "./context.js";

/**
 * Hand-made comments for the report's unit tests: the analysis is given, not computed, so a
 * test states exactly what each comment is (its label, tags, likes, author).
 */

export interface Said {
  comment: Comment;
  analysis: CommentAnalysis;
}

export interface SayOptions {
  label?: SentimentLabel;
  /** Defaults to a typical score for the label. */
  score?: number;
  tags?: CommentTag[];
  lang?: string;
  mixedWith?: string;
  /** Null: the post hides likes. */
  likes?: number | null;
  /** The commenter; each comment has its own author unless given. */
  by?: string;
  /** Written by the post's owner. */
  owner?: boolean;
  /** The comment this one replies to. */
  replyTo?: Said;
  /** Whom the comment is aimed at; the creator unless given. */
  target?: CommentTarget;
}

let seq = 0;

/** One comment with its analysis; later comments are later in time. */
export function say(text: string, o: SayOptions = {}): Said {
  seq++;
  const label = o.label ?? "neutral";
  return {
    comment: {
      id: `c${seq}`,
      username: o.by ?? `fan${seq}`,
      text,
      likes: o.likes === undefined ? 0 : o.likes,
      timestamp: new Date(Date.UTC(2026, 2, 1, 9, 0, seq)).toISOString(),
      replyCount: 0,
      parentId: o.replyTo?.comment.id ?? null,
      isFromOwner: o.owner ?? false,
    },
    analysis: {
      score: o.score ?? (label === "positive" ? 0.8 : label === "negative" ? -0.7 : 0),
      label,
      lang: o.lang ?? "en",
      target: o.target ?? "creator",
      tags: o.tags ?? [],
      ...(o.mixedWith ? { mixedWith: o.mixedWith } : {}),
    },
  };
}

/** A post by `owner`, for tests that need the creator's handle. */
export function postBy(owner: string): Post {
  return {
    id: "1",
    shortcode: "TEST1",
    url: "https://www.instagram.com/p/TEST1/",
    mediaType: "photo",
    takenAt: "2026-03-01T08:00:00.000Z",
    owner: { username: owner, fullName: owner, isVerified: false },
    caption: "Fresh out of the oven",
    likeCount: 100,
    commentCount: 0,
    viewCount: null,
    commentsDisabled: false,
    thumbnailUrl: null,
  };
}

export type ContextOptions = Partial<
  Pick<ReportInput, "post" | "owner" | "repliesIncluded" | "includeSpamInSentiment">
>;

/** The report input for these comments (replies known unless told otherwise). */
export function inputOf(said: Said[], o: ContextOptions = {}): ReportInput {
  return {
    comments: said.map((s) => s.comment),
    analyses: said.map((s) => s.analysis),
    post: o.post ?? null,
    owner: o.owner,
    repliesIncluded: o.repliesIncluded ?? true,
    includeSpamInSentiment: o.includeSpamInSentiment,
    engine: "local",
    model: "test",
  };
}

export function contextOf(said: Said[], o: ContextOptions = {}): ReportContext {
  return buildContext(inputOf(said, o));
}

export function ids(...said: Said[]): string[] {
  return said.map((s) => s.comment.id);
}
