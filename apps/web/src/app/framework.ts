/**
 * What main.tsx imports to evaluate the router's and TanStack Query's chunk in a task of its own, before the
 * app's modules (vite.config.ts puts this module in that chunk). Two names the app uses anyway: importing the
 * packages whole would keep every export of theirs in the bundle.
 */
export { QueryClientProvider } from '@tanstack/react-query';
export { BrowserRouter } from 'react-router';
