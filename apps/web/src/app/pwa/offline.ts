import '../../styles/fonts.css';
import '../../styles/tokens.css';
import { intlLocale, locale, restoreLocale } from '../../shared/i18n';
import { pwaOfflineMessages } from './messages';
import styles from './Offline.module.css';
import { newestFirst, PAGES_CACHE, type VisitedPage } from './pages';
import { siteBrand } from './siteBrand';

/**
 * The offline page (offline.html): says the station will be back and lists the pages kept on this device,
 * read from the service worker's cache. Plain DOM: it must work with nothing but the precache.
 */
async function visitedPages(): Promise<VisitedPage[]> {
  if (!('caches' in globalThis)) return [];
  const pages = await caches.open(PAGES_CACHE);
  const keys = await pages.keys();
  const records = await Promise.all(
    keys.map(async (key) => {
      const response = await pages.match(key);
      return (await response?.json().catch(() => undefined)) as VisitedPage | undefined;
    }),
  );
  return newestFirst(records);
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

async function render() {
  await restoreLocale();
  const pages = await visitedPages().catch(() => []);
  // The site's name as the latest page kept stated it (BRAND_NAME, set on the server).
  const brand = siteBrand(pages.find((page) => page.brand)?.brand);
  const t = pwaOfflineMessages.get();
  document.documentElement.lang = locale.get();
  document.title = t.pageTitle({ brand });
  const main = document.getElementById('offline');
  if (!main) return;
  main.className = styles.page ?? '';

  const mark = element('img', styles.mark ?? '');
  mark.src = '/icons/tarang.svg';
  mark.alt = '';
  mark.width = 72;
  mark.height = 72;
  const heading = element('h1', styles.heading ?? '', t.heading);
  const body = element('p', styles.body ?? '', t.body({ brand }));
  const retry = element('button', styles.retry ?? '', t.retry);
  retry.type = 'button';
  retry.addEventListener('click', () => location.reload());

  const saved = element('section', styles.saved ?? '');
  const savedHeading = element('h2', styles.savedHeading ?? '', t.savedHeading);
  savedHeading.id = 'saved-heading';
  saved.setAttribute('aria-labelledby', savedHeading.id);
  saved.append(savedHeading);
  if (pages.length === 0) saved.append(element('p', styles.none ?? '', t.savedNone));
  else {
    const when = new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' });
    const list = element('ul', styles.list ?? '');
    for (const page of pages) {
      const item = element('li', styles.item ?? '');
      // Titles are the pages' own (shown as text, never as markup); a page without one shows its address.
      const link = element('a', styles.link ?? '', page.title || page.url);
      link.href = page.url;
      item.append(link, element('span', styles.when ?? '', `${t.opened}: ${when.format(page.visitedAt)}`));
      list.append(item);
    }
    saved.append(list);
  }
  main.replaceChildren(mark, heading, body, retry, saved);
}

// Back online: the page the listener asked for loads by itself.
addEventListener('online', () => location.reload());
void render();
