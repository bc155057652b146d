import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useKeepPageInRange, usePageParam } from './usePageParam';

/** A list of `total` items, 5 to a page, paged through `?page=`. */
function List({ total }: { total: number }) {
  const [page, setPage] = usePageParam();
  useKeepPageInRange(page, setPage, 5, total);
  const location = useLocation();
  return (
    <>
      <p>Page {page}</p>
      <p>At {`${location.pathname}${location.search}`}</p>
      <button type="button" onClick={() => setPage(page + 1)}>
        Next
      </button>
      <button type="button" onClick={() => setPage(1)}>
        First
      </button>
    </>
  );
}

function renderAt(url: string, total = 12) {
  const router = createMemoryRouter([{ path: '/news', element: <List total={total} /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('usePageParam', () => {
  it('reads the page from the URL and writes it back, keeping other parameters', async () => {
    renderAt('/news?q=rain&page=2');
    expect(screen.getByText('Page 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('At /news?q=rain&page=3')).toBeTruthy();
    // Page 1 is the bare URL.
    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(screen.getByText('At /news?q=rain')).toBeTruthy();
  });

  it('reads anything that is not a page number as page 1', () => {
    for (const bad of ['0', '-1', 'abc', '2.5', '99999999999']) {
      cleanup();
      renderAt(`/news?page=${bad}`, 100_000_000);
      expect(screen.getByText('Page 1')).toBeTruthy();
    }
  });

  it('moves a page past the end to the last page, replacing the address', async () => {
    const router = renderAt('/news?page=9', 12);
    await waitFor(() => expect(screen.getByText('Page 3')).toBeTruthy());
    expect(router.state.location.search).toBe('?page=3');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
