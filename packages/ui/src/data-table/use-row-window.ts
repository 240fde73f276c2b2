import { type RefObject, useCallback, useLayoutEffect, useState } from 'react';

/**
 * The rows in view of a scroll area whose rows all have the same height, plus `overscan` rows on
 * each side: `[start, end)` as 0-based positions. Free of the DOM, so node tests run it.
 * @example rowWindow({ count: 65_536, rowHeight: 40, scrollTop: 4_000, viewport: 400, headerHeight: 40, overscan: 8 })
 * // { start: 92, end: 117 }
 */
export function rowWindow({
  count,
  rowHeight,
  scrollTop,
  viewport,
  headerHeight,
  overscan,
}: {
  count: number;
  rowHeight: number;
  scrollTop: number;
  viewport: number;
  headerHeight: number;
  overscan: number;
}): { start: number; end: number } {
  if (count === 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const last = Math.ceil((Math.max(0, scrollTop) + Math.max(0, viewport - headerHeight)) / rowHeight);
  const start = Math.max(0, Math.min(count - 1, first - overscan));
  const end = Math.min(count, Math.max(start + 1, last + overscan));
  return { start, end };
}

/**
 * The `scrollTop` that shows row `position` below a sticky header of `headerHeight`, scrolling as
 * little as possible (`null` when it is already in view).
 */
export function scrollTopFor({
  position,
  rowHeight,
  scrollTop,
  viewport,
  headerHeight,
}: {
  position: number;
  rowHeight: number;
  scrollTop: number;
  viewport: number;
  headerHeight: number;
}): number | null {
  const top = position * rowHeight;
  const bottom = top + rowHeight;
  if (top < scrollTop) return top;
  if (bottom > scrollTop + viewport - headerHeight) return bottom - (viewport - headerHeight);
  return null;
}

/**
 * A small windowing hook for the data table's virtual mode: follows the scroll area's `scrollTop`
 * and height and answers the window of rows to render (`overscan` rows, 4 by default, above and
 * below the rows in view: each rendered row costs its mount when the rows change), the body's full height (so the scrollbar is
 * true) and `scrollToPosition`. Constant work per scroll, whatever the number of rows.
 */
export function useRowWindow({
  enabled,
  scroller,
  count,
  rowHeight,
  headerHeight,
  overscan = 4,
}: {
  enabled: boolean;
  scroller: RefObject<HTMLElement | null>;
  count: number;
  rowHeight: number;
  headerHeight: number;
  overscan?: number;
}) {
  const [view, setView] = useState({ scrollTop: 0, viewport: 0 });

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!enabled || !element) return;
    const read = () =>
      setView((previous) =>
        previous.scrollTop === element.scrollTop && previous.viewport === element.clientHeight
          ? previous
          : { scrollTop: element.scrollTop, viewport: element.clientHeight },
      );
    read();
    element.addEventListener('scroll', read, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(read) : null;
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', read);
      observer?.disconnect();
    };
  }, [enabled, scroller]);

  const range = enabled
    ? rowWindow({ count, rowHeight, overscan, headerHeight, ...view })
    : { start: 0, end: 0 };

  const scrollToPosition = useCallback(
    (position: number) => {
      const element = scroller.current;
      if (!element) return;
      const next = scrollTopFor({
        position,
        rowHeight,
        headerHeight,
        scrollTop: element.scrollTop,
        viewport: element.clientHeight,
      });
      if (next !== null) element.scrollTop = next;
    },
    [scroller, rowHeight, headerHeight],
  );

  return { ...range, totalSize: count * rowHeight, scrollToPosition };
}
