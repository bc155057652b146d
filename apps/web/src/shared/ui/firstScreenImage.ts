/**
 * The attribute that marks an image of a page's first screen (with fetchpriority="high"): the browser reports
 * its paint (Element Timing), and the page's code waits for that before it is fetched (app/firstScreen.ts).
 * A plain lowercase attribute, which React passes through; React's types do not list it.
 */
export const FIRST_SCREEN = 'first-screen';
export const FIRST_SCREEN_IMAGE = { elementtiming: FIRST_SCREEN } as Record<string, string>;
