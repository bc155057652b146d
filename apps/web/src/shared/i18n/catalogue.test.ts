import { describe, expect, it } from 'vitest';
import catalogue from '../../locales/hi.json';
import { i18n } from '.';

// Every messages.ts of the site defines its components as it is imported; English is then in i18n.cache.en.
import.meta.glob('../../**/messages.ts', { eager: true });

type Tree = { [key: string]: string | Tree };
const hindi = catalogue as Record<string, Tree>;

/** Every leaf of a component's texts as 'key' or 'key.form' (count forms). */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const english = i18n.cache.en as unknown as Record<string, Tree>;
const components = Object.keys(english).sort();

describe('the Hindi catalogue', () => {
  it('finds the English texts of the site', () => {
    expect(components.length).toBeGreaterThan(0);
  });

  it.each(components)('translates every text of %s, keeping its placeholders', (component) => {
    const hi = (hindi[component] ?? {}) as Tree;
    const englishTexts = leaves(english[component] ?? {});
    const hindiTexts = leaves(hi);
    const missing = [...englishTexts.keys()].filter((key) => !hindiTexts.has(key));
    expect(missing, `${component}: not in Hindi`).toEqual([]);
    for (const [key, text] of englishTexts) {
      const translated = hindiTexts.get(key);
      expect(translated?.trim(), `${component}.${key} is empty`).toBeTruthy();
      // Count forms may drop {count} ('one' can say "एक"); every other text keeps each of its placeholders.
      if (!/\.(one|other|few|many|two|zero)$/.test(key))
        expect(placeholders(translated ?? ''), `${component}.${key}`).toEqual(placeholders(text));
    }
  });

  it('has no component or text the site no longer uses', () => {
    for (const [component, tree] of Object.entries(hindi)) {
      expect(components, `${component} is not a component of the site`).toContain(component);
      const englishTexts = leaves(english[component] ?? {});
      const stale = [...leaves(tree as Tree).keys()].filter((key) => !englishTexts.has(key));
      expect(stale, `${component}: Hindi texts with no English`).toEqual([]);
    }
  });
});
