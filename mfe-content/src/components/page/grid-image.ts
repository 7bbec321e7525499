/** Items of a grid's first row (three on wide screens): their pictures are on the first screen. */
const FIRST_ROW = 3;

/**
 * How a grid item's picture loads: the first row's at once and first in line (it is what the
 * visitor sees, and usually the page's largest paint), the rest when scrolled near.
 */
export function gridImageLoading(index: number) {
  const first = index < FIRST_ROW;
  return { loading: first ? 'eager' : 'lazy', fetchPriority: first ? 'high' : undefined, decoding: 'async' } as const;
}
