/**
 * What Apple Podcasts wants of a show that our data says differently: a category from its list
 * (podcasters.apple.com/support/1691-apple-podcasts-categories) and an ISO 639 language code.
 */

export type AppleCategory = { category: string; subcategory?: string };

/** The demo network's genres (and likely others) as Apple categories; any other genre: Society & Culture. */
const GENRE_CATEGORIES: Record<string, AppleCategory> = {
  bollywood: { category: 'Music', subcategory: 'Music Commentary' },
  'regional cinema': { category: 'TV & Film', subcategory: 'Film Reviews' },
  indie: { category: 'Music', subcategory: 'Music Interviews' },
  classical: { category: 'Music', subcategory: 'Music History' },
  music: { category: 'Music' },
  talk: { category: 'Society & Culture' },
  comedy: { category: 'Comedy' },
  devotional: { category: 'Religion & Spirituality', subcategory: 'Hinduism' },
  sports: { category: 'Sports' },
  cricket: { category: 'Sports', subcategory: 'Cricket' },
  'news & current affairs': { category: 'News', subcategory: 'News Commentary' },
  news: { category: 'News' },
  'food & travel': { category: 'Arts', subcategory: 'Food' },
  wellness: { category: 'Health & Fitness', subcategory: 'Mental Health' },
  'books & stories': { category: 'Arts', subcategory: 'Books' },
  business: { category: 'Business' },
  education: { category: 'Education' },
  kids: { category: 'Kids & Family' },
  history: { category: 'History' },
  technology: { category: 'Technology' },
};

export const DEFAULT_CATEGORY: AppleCategory = { category: 'Society & Culture' };

export function appleCategory(genre: string | null | undefined): AppleCategory {
  return (genre && GENRE_CATEGORIES[genre.trim().toLowerCase()]) || DEFAULT_CATEGORY;
}

/** The console stores a language's English name ('Hindi'); feeds want its code. Hinglish is read as Hindi. */
const LANGUAGE_CODES: Record<string, string> = {
  hindi: 'hi',
  hinglish: 'hi',
  english: 'en',
  bengali: 'bn',
  bangla: 'bn',
  marathi: 'mr',
  tamil: 'ta',
  telugu: 'te',
  kannada: 'kn',
  malayalam: 'ml',
  gujarati: 'gu',
  punjabi: 'pa',
  odia: 'or',
  oriya: 'or',
  assamese: 'as',
  urdu: 'ur',
  konkani: 'kok',
  sanskrit: 'sa',
};

/** The network's language (the console's default for a show): a show in an unknown language is listed as Hindi. */
export const NETWORK_LANGUAGE = 'hi';

export function languageCode(language: string | null | undefined): string {
  const name = language?.trim().toLowerCase() ?? '';
  if (LANGUAGE_CODES[name]) return LANGUAGE_CODES[name];
  // Already a code ('hi', 'en-IN').
  return /^[a-z]{2,3}(-[A-Za-z]{2})?$/.test(name) ? name : NETWORK_LANGUAGE;
}
