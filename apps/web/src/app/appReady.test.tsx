import { StrictMode, Suspense, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale, useMessages } from '../shared/i18n';
import { languageMessages } from '../shared/i18n/messages';
import { HYDRATES_LATER, PageReady, whenAppReady } from './appReady';

/** A part of a page in a Suspense boundary of its own, as the home page's blocks: it hydrates after the page. */
function Block() {
  return (
    <Suspense fallback={null}>
      <BlockTitle />
    </Suspense>
  );
}

function BlockTitle() {
  const t = useMessages(languageMessages);
  return <h2 {...HYDRATES_LATER}>{t.label}</h2>;
}

const Page = () => (
  <StrictMode>
    <main>
      <Suspense fallback={null}>
        <h1>Home</h1>
        <Block />
        <Block />
        <PageReady />
      </Suspense>
    </main>
  </StrictMode>
);

afterEach(async () => {
  await setLocale('en');
  delete document.documentElement.dataset.app;
  document.body.replaceChildren();
});

describe('the page is ready once every part of it is hydrated', () => {
  it('a language switched when the page is ready changes no part that has yet to hydrate', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const recoverable = vi.fn();
    // What start.tsx does for a reader whose remembered language is not the page's; the Hindi catalogue already
    // in, so the switch is at once.
    await setLocale('hi');
    await setLocale('en');
    whenAppReady(() => void setLocale('hi'));

    startTransition(() => {
      hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
    });
    await vi.waitFor(() => expect(document.documentElement.dataset.app).toBe('ready'));
    await vi.waitFor(() =>
      expect([...container.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual([
        'भाषा',
        'भाषा',
      ]),
    );

    expect(recoverable).not.toHaveBeenCalled();
  });
});
