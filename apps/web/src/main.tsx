import '@fontsource-variable/plus-jakarta-sans/wght.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { router } from './app/router';
import { restoreLocale } from './shared/i18n';

// A Hindi reader's catalogue arrives before the first render, so the page never flashes English first.
await restoreLocale();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
