import { z } from 'zod';
import { MAX_ID } from './constants';
import { inputString } from './input';

/** The path parameter `{showId}.xml`: a 400 names showId when it is not a show id followed by `.xml`. */
export const feedParams = z.object({
  file: inputString('showId')
    .max(20, 'showId must be a whole number followed by .xml, e.g. /feeds/12.xml')
    .regex(/^\d{1,10}\.xml$/, 'showId must be a whole number followed by .xml, e.g. /feeds/12.xml')
    .transform((file) => Number(file.slice(0, -'.xml'.length)))
    .pipe(
      z.number().int().min(1, 'showId must be at least 1').max(MAX_ID, `showId must be at most ${MAX_ID}`),
    ),
});
