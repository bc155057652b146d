import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** A page number as a URL may carry it; anything else (0, -1, "x", 10^9) reads as page 1. */
const PAGE = /^[1-9]\d{0,4}$/;

type SetPage = (page: number, options?: { replace?: boolean }) => void;

/**
 * A 1-based page number kept in the URL's query (`?page=2`), so a paged list survives a reload, can be shared
 * and the Back button returns to the previous page. Page 1 is the bare URL; other query parameters are kept.
 */
export function usePageParam(name = 'page'): [number, SetPage] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name) ?? '';
  const page = PAGE.test(raw) ? Number(raw) : 1;
  const setPage: SetPage = (next, { replace = false } = {}) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next <= 1) updated.delete(name);
        else updated.set(name, String(next));
        return updated;
      },
      { replace, preventScrollReset: true },
    );
  };
  return [page, setPage];
}

/**
 * Once a list's `total` is known (pass undefined while loading or showing the previous page's data), a page
 * past the end (an old link, or fewer items now) is replaced in the URL by the last page there is.
 */
export function useKeepPageInRange(page: number, setPage: SetPage, pageSize: number, total?: number) {
  const last = total === undefined ? undefined : Math.max(1, Math.ceil(total / pageSize));
  // biome-ignore lint/correctness/useExhaustiveDependencies: setPage is new on each render; page and last decide
  useEffect(() => {
    if (last !== undefined && page > last) setPage(last, { replace: true });
  }, [page, last]);
}
