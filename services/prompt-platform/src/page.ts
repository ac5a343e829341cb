/** Every list answers `{items, nextCursor}`; the cursor is the last id of the page (ids sort by time). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface PageRequest {
  limit: number;
  cursor?: string | undefined;
}

/** Turns `limit + 1` fetched rows into a page: the extra row only says there is more. */
export function pageOf<T extends { id: string }>(rows: T[], limit: number): Page<T> {
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? items[items.length - 1]!.id : null };
}
