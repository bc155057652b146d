import { type ComponentsJSON, count, createI18n, params, type Translations } from '@nanostores/i18n';
import { atom, type ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';

/**
 * The site's languages. English is the base: its texts live in code, beside the components that show them
 * (each feature's messages.ts), so they travel in the same chunks and cost the first load nothing extra. Hindi
 * is one catalogue (src/locales/hi.json), fetched only when a reader chooses Hindi.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

const STORAGE_KEY = 'tarang.language';
/** The cookie that tells the server which language to render a page in. */
export const LANGUAGE_COOKIE = 'tarang_language';

/** The language this browser remembers. */
export function storedLocale(): Locale {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return value === 'hi' ? 'hi' : 'en';
  } catch {
    return 'en';
  }
}

const $locale = atom<Locale>('en');
/** The language the site is shown in; components re-render through their messages, not through this. */
export const locale: ReadableAtom<Locale> = $locale;

/** Loads the Hindi catalogue (one chunk, once). */
const loadHindi = () => import('../../locales/hi.json').then((module) => module.default as ComponentsJSON);

export const i18n = createI18n(locale, {
  // The whole catalogue arrives at once, so every component already on screen switches together. Every
  // component asked for is answered (an empty entry falls back to English): the library re-renders the page
  // only once all of them are, so one component missing from the catalogue would otherwise freeze the switch.
  get: async (code, components) => {
    const catalogue: ComponentsJSON = code === 'hi' ? { ...(await loadHindi()) } : {};
    for (const name of components) catalogue[name] ??= {};
    return catalogue;
  },
});

export { count, params };

/** A component's texts in the current language; re-renders when the language changes. */
export function useMessages<T>(messages: ReadableAtom<T>): T {
  return useSyncExternalStore(messages.listen, messages.get, messages.get);
}

/** The current language, for code that formats dates and numbers itself. */
export function useLocale(): Locale {
  return useSyncExternalStore($locale.listen, $locale.get, $locale.get);
}

/** BCP 47 tag for Intl formatting in the current language (Indian conventions in both). */
export const intlLocale = (code: Locale = $locale.get()) => (code === 'hi' ? 'hi-IN' : 'en-IN');

/**
 * Switches the language: the Hindi catalogue is in the cache before the switch, so the page changes in one
 * render with no English-then-Hindi flash. Remembered in this browser and set as the page's `lang`.
 */
export async function setLocale(code: Locale): Promise<void> {
  if (code === 'hi' && !i18n.cache.hi) i18n.cache.hi = (await loadHindi()) as unknown as Translations;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, code);
  } catch {
    // Private mode or storage full: the choice still holds for this visit.
  }
  if (typeof document !== 'undefined') {
    document.documentElement.lang = code;
    // The server renders pages in the reader's language too: it cannot read localStorage, so a cookie says it.
    // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is missing from older Safari
    document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax`;
  }
  $locale.set(code);
}

/**
 * Hydration: the page is first shown in the language the server rendered it in (the page's `lang`), whatever
 * this browser remembers; main.tsx switches to the remembered one right after, if they differ.
 */
export function showServedLocale(served: Locale): Promise<void> | undefined {
  if (served === 'en') return undefined;
  return (async () => {
    if (!i18n.cache[served]) i18n.cache[served] = (await loadHindi()) as unknown as Translations;
    $locale.set(served);
  })();
}

/** Applies the remembered language before the first render (main.tsx awaits it; English costs nothing). */
export function restoreLocale(): Promise<void> | undefined {
  const code = storedLocale();
  return code === 'en' ? undefined : setLocale(code);
}
