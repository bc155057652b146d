/**
 * The app, started by boot.ts, in four tasks rather than one: React's own code is evaluated first, then the
 * router's and TanStack Query's, then the app's modules, then the page is rendered or hydrated. Evaluated
 * together they were one task of 20–30 ms on this project's machines, 90 ms and more on Lighthouse's
 * four-times-slower phone, during which a tap waits; apart, each stays short. Every module is already fetched
 * (boot.ts preloads them all, named by the server), so the steps only evaluate.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function start() {
  await import('react-dom/client');
  await nextTask();
  await import('./app/framework');
  await nextTask();
  const { startApp } = await import('./app/start');
  await nextTask();
  startApp();
}
