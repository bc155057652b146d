/**
 * The rule of station-scoped URLs: lower-case, spaces become hyphens, every other non-alphanumeric
 * character is removed. Runs of hyphens collapse and none is left at either end.
 */
export function toSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** `{slug}-{id}`, the form of station, RJ, audio, event and red-line URLs. */
export function toUrlName(name: string, id: number | string): string {
  const slug = toSlug(name);
  return slug ? `${slug}-${id}` : String(id);
}

/** The id of a `{slug}-{id}` URL name: the text after the last hyphen. */
export function idFromUrlName(urlName: string): string {
  const at = urlName.lastIndexOf('-');
  return at === -1 ? urlName : urlName.slice(at + 1);
}
