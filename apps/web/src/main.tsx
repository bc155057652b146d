import '@fontsource-variable/plus-jakarta-sans/wght.css';
// Devanagari for Hindi: its @font-face rules carry unicode-ranges, so the font files download only when a page
// shows Devanagari text (English readers fetch nothing).
import '@fontsource-variable/noto-sans-devanagari/wght.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { startPwa } from './app/pwa/boot';
import { AppRoutes } from './app/router';
import { restoreLocale } from './shared/i18n';

function render() {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
}

// A Hindi reader's catalogue arrives before the first render, so the page never flashes English first.
// (Not a top-level await: an entry that awaits makes the bundler move shared code out into extra chunks.)
const restoring = restoreLocale();
if (restoring) restoring.finally(render);
else render();

// The installable app: counts this visit, and registers the service worker once the page has loaded.
startPwa();
