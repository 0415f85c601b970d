/** The list with the item at `from` moved to `to` (both indexes in the list as it is). */
export function moveTo<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * Where a dragged row lands: the number of other rows whose middle is above the dragged
 * row's middle. `middles` are the rows' middles as laid out when the drag began.
 */
export function dropIndex(middles: readonly number[], from: number, middle: number): number {
  return middles.filter((y, i) => i !== from && y < middle).length;
}

/**
 * How far row `index` moves aside while row `from` is dragged to `to`: one slot (the
 * dragged row's height and the gap) towards the place the dragged row left.
 */
export function shiftOf(index: number, from: number, to: number, slot: number): number {
  if (from < to && index > from && index <= to) return -slot;
  if (to < from && index >= to && index < from) return slot;
  return 0;
}
