/** Small list helpers the report sections share. */

/** Appends to a list in a map of lists (spreading a copy each time would be quadratic). */
export function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function compact<T>(items: Array<T | undefined>): T[] {
  return items.filter((i): i is T => i !== undefined);
}

export function count<T>(items: T[], test: (item: T) => boolean): number {
  let n = 0;
  for (const item of items) if (test(item)) n++;
  return n;
}

/** The share of items passing `test`, 0 for none. */
export function share<T>(items: T[], test: (item: T) => boolean): number {
  return items.length === 0 ? 0 : count(items, test) / items.length;
}

/**
 * The `limit` first items by `order`, in that order, in one pass: findings over tens of
 * thousands of comments show a few of them, and most items fall behind the last one kept.
 */
export function firstBy<T>(items: readonly T[], limit: number, order: (a: T, b: T) => number): T[] {
  if (items.length <= limit) return [...items].sort(order);
  const kept: T[] = [];
  for (const item of items) {
    if (kept.length === limit) {
      if (order(item, kept[limit - 1] as T) >= 0) continue;
      kept.pop();
    }
    let i = kept.length;
    while (i > 0 && order(kept[i - 1] as T, item) > 0) i--;
    kept.splice(i, 0, item);
  }
  return kept;
}
