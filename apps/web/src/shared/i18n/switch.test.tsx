import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLocale, useMessages } from '.';
import { languageMessages } from './messages';

// A component the Hindi catalogue does not have (say, a feature added without its translation yet).
const untranslated = i18n('test.untranslated', { note: 'Only in English' });

function Page() {
  const language = useMessages(languageMessages);
  const other = useMessages(untranslated);
  return (
    <p>
      {language.label} · {other.note}
    </p>
  );
}

afterEach(async () => {
  await act(() => setLocale('en'));
});

describe('switching language on a page that is already shown', () => {
  it('changes every translated text at once, and keeps English where a translation is missing', async () => {
    render(<Page />);
    expect(screen.getByText('Language · Only in English')).toBeTruthy();
    await act(() => setLocale('hi'));
    expect(await screen.findByText('भाषा · Only in English')).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi');
    await act(() => setLocale('en'));
    expect(await screen.findByText('Language · Only in English')).toBeTruthy();
  });
});
