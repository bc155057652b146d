import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollRestoration } from './useScrollRestoration';

/**
 * happy-dom lays nothing out: each element with `data-y` stands that many px down the page, below `above` px of
 * blocks that may lay out at another height after Back (a skeleton replaced by content, a lazy block).
 */
let above = 0;
const PAGE_HEIGHT = 5000;

function Shell() {
  useScrollRestoration();
  return (
    <main>
      <Outlet />
    </main>
  );
}

function Home() {
  return (
    <section aria-labelledby="podcasts-title">
      <h2 id="podcasts-title" data-y="900">
        Latest podcasts
      </h2>
      <Link to="/show" data-y="1200">
        A show
      </Link>
    </section>
  );
}

function renderSite() {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/home', element: <Home /> },
          { path: '/show', element: <h1 id="part">The show</h1> },
        ],
      },
    ],
    { initialEntries: ['/home'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const link = () => screen.getByRole('link', { name: 'A show' });
const topOf = (element: Element) => Math.round(element.getBoundingClientRect().top);

beforeEach(() => {
  above = 0;
  sessionStorage.clear();
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const y = this.getAttribute('data-y');
    if (y === null) return new DOMRect(0, 0, 0, 0);
    return new DOMRect(0, Number(y) + above - window.scrollY, 100, 20);
  });
  // The page is tall enough to scroll anywhere asked (happy-dom clamps nothing).
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: PAGE_HEIGHT });
  window.scrollTo(0, 0);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useScrollRestoration', () => {
  it('Back puts the followed link where it stood on screen, though the blocks above it laid out taller', async () => {
    const router = renderSite();
    act(() => window.scrollTo(0, 940));
    expect(topOf(link())).toBe(260);
    fireEvent.click(link());
    await screen.findByRole('heading', { name: 'The show' });
    // A new page starts at its top.
    expect(window.scrollY).toBe(0);

    // After Back the new episodes above the podcasts are 480 px taller than when the listener left.
    above = 480;
    await act(() => router.navigate(-1));
    await vi.waitFor(() => expect(topOf(link())).toBe(260));
    expect(window.scrollY).toBe(940 + 480);
  });

  it('keeps holding the view while blocks above it keep laying out, until the listener scrolls', async () => {
    const router = renderSite();
    act(() => window.scrollTo(0, 940));
    fireEvent.click(link());
    await screen.findByRole('heading', { name: 'The show' });
    await act(() => router.navigate(-1));
    await vi.waitFor(() => expect(topOf(link())).toBe(260));
    // A skeleton above is replaced by its (shorter) content a moment later.
    above = -120;
    await vi.waitFor(() => expect(topOf(link())).toBe(260));
    // The listener scrolls themselves: their scroll is left alone.
    fireEvent.wheel(window);
    act(() => window.scrollTo(0, 100));
    above = 300;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    expect(window.scrollY).toBe(100);
  });

  it('opens a #fragment at its element, and a change of the query alone keeps the position', async () => {
    const scrolledTo = vi.fn();
    Element.prototype.scrollIntoView = scrolledTo;
    const router = renderSite();
    act(() => window.scrollTo(0, 700));
    await act(() => router.navigate('/home?page=2'));
    expect(window.scrollY).toBe(700);
    await act(() => router.navigate('/show#part'));
    expect(scrolledTo).toHaveBeenCalledTimes(1);
    expect(scrolledTo.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'The show' }));
  });

  it('a reload returns to the view kept in sessionStorage, and to a position kept by an older page', async () => {
    const reloadAt = (key: string) =>
      render(
        <RouterProvider
          router={createMemoryRouter(
            [{ element: <Shell />, children: [{ path: '/home', element: <Home /> }] }],
            { initialEntries: [{ pathname: '/home', key }] },
          )}
        />,
      );
    above = 200;
    sessionStorage.setItem(
      'tarang.scroll',
      JSON.stringify([
        ['old', 640],
        ['new', { y: 940, anchor: { block: 'podcasts-title', href: '/show', nth: 0, top: 260 } }],
      ]),
    );
    reloadAt('new');
    await vi.waitFor(() => expect(topOf(link())).toBe(260));
    cleanup();
    reloadAt('old');
    await vi.waitFor(() => expect(window.scrollY).toBe(640));
  });
});
