/** The brand when a page does not say it (the server's default BRAND_NAME). */
const DEFAULT_BRAND = 'Tarang';

/**
 * The site's brand name as a server-rendered page states it (its Open Graph site name, from BRAND_NAME), for the
 * installable app's plain-DOM pieces, which run without the app's queries; undefined on a page that does not.
 */
export function statedBrand(): string | undefined {
  return (
    document.querySelector<HTMLMetaElement>('meta[property="og:site_name"]')?.content.trim() || undefined
  );
}

/** The brand as the page states it, else the default. */
export const siteBrand = (stated = statedBrand()) => stated ?? DEFAULT_BRAND;
