/** A page of a list: `limit` at most 100 on the catalog (spec 002 Limits). */
export interface Page {
  limit: number;
  offset: number;
}

/** The second catalog description's generic list envelope, over a list already in order. */
export function pageOf<T>(all: T[], { limit, offset }: Page) {
  const items = all.slice(offset, offset + limit);
  return { items, total: all.length, limit, offset, has_more: offset + items.length < all.length };
}
