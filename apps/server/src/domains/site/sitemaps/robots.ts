/**
 * robots.txt: crawlers may read every listener page, not the API, the staff console or a listener's own pages
 * (My Tarang, a password reset link), and find every page through the sitemap index.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /staff',
    'Disallow: /*/my-tarang',
    'Disallow: /*/reset-password',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
