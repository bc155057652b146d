import { useSearchParams } from 'react-router';

const WHOLE = /^[1-9]\d{0,8}$/;

/**
 * A staff list's state in the URL (`?page=2&search=monsoon&stationId=1&sort=title&status=draft`), so it survives a
 * reload and Back returns to it. Changing anything but the page goes back to page 1.
 */
export function useListParams<F extends string>(filters: readonly F[] = []) {
  const [params, setParams] = useSearchParams();
  const read = (name: string) => params.get(name) ?? '';
  const page = WHOLE.test(read('page')) ? Number(read('page')) : 1;
  const stationId = WHOLE.test(read('stationId')) ? Number(read('stationId')) : undefined;
  const values = Object.fromEntries(filters.map((name) => [name, read(name) || undefined])) as Record<
    F,
    string | undefined
  >;

  const set = (changes: Record<string, string | number | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined || value === '' || (name === 'page' && value === 1)) next.delete(name);
          else next.set(name, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: !('page' in changes), preventScrollReset: true },
    );

  return {
    page,
    search: read('search'),
    stationId,
    sort: read('sort') || undefined,
    filters: values,
    set,
    setPage: (next: number) => set({ page: next }),
  };
}
