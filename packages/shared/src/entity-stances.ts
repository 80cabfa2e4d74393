import type { CommentResult } from "./analysis-result.js";

/** Where the audience stands towards one entity the comments are about. */
export interface EntityStances {
  /** As the report names it: "@handle" or a featured name. */
  about: string;
  /** The account itself (comments aimed at the creator). */
  isAccount: boolean;
  support: number;
  attack: number;
  neutral: number;
  total: number;
}

/** Entities "Who they talk about" lists at most, and the comments each needs. */
export const ENTITIES_SHOWN = 5;
const ENTITY_COMMENTS_MIN = 3;
/**
 * On a large post an entity needs a share of the comments, not a fixed few: among 1,800
 * comments, three replies to one commenter are a side conversation, not who the audience
 * talks about.
 */
const ENTITY_SHARE_MIN = 0.01;
const SIDED_MIN = 2;

/**
 * The account, the people it features, third parties and commenters many reply to, by how
 * many comments are about each and where those stand: the same comments the explorer's
 * "About" filter shows. Each needs three comments, or a hundredth of the post's.
 */
export function entityStances(comments: readonly CommentResult[]): EntityStances[] {
  const byEntity = new Map<string, EntityStances>();
  for (const c of comments) {
    if (!c.about) continue;
    let entry = byEntity.get(c.about);
    if (!entry) {
      entry = { about: c.about, isAccount: false, support: 0, attack: 0, neutral: 0, total: 0 };
      byEntity.set(c.about, entry);
    }
    if (c.target === "creator") entry.isAccount = true;
    entry[c.stance] += 1;
    entry.total += 1;
  }
  const least = Math.max(ENTITY_COMMENTS_MIN, Math.ceil(comments.length * ENTITY_SHARE_MIN));
  // Someone must take a side: three neutral replies to one commenter say nothing of them.
  return [...byEntity.values()]
    .filter((e) => e.total >= least && e.support + e.attack >= SIDED_MIN)
    .sort((a, b) => b.total - a.total || a.about.localeCompare(b.about))
    .slice(0, ENTITIES_SHOWN);
}
