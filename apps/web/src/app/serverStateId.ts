/**
 * The id of the <script type="application/json"> that carries the server's query cache into the page (the
 * server writes it: apps/server/src/services/render/station-page.ts). Its own module: the first-load entry
 * (boot.ts) reads it without pulling in the rest of the app.
 */
export const STATE_ELEMENT_ID = 'tarang-state';
