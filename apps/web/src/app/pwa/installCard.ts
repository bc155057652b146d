import styles from './InstallCard.module.css';
import { pwaInstallMessages } from './messages';
import { siteBrand } from './siteBrand';
import type { InstallChoice } from './visits';

/** The browser's install offer (beforeinstallprompt), kept until the listener answers the card. */
export type InstallPromptEvent = Event & {
  prompt: () => Promise<unknown>;
  userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

/** What a card offered in passing must never sit over: an open dialog, menu, or popover of the page. */
const OVERLAY = '[role="dialog"], [role="alertdialog"], [role="menu"], [data-radix-popper-content-wrapper]';

/**
 * "Install Tarang": a small card, not a dialog (it takes no focus and blocks nothing), fetched only when the
 * browser says the site can be installed and the listener is on a second visit or later. Plain DOM on purpose:
 * a chunk that imported React's renderer or anything else the entry holds would split the entry (the entry
 * awaits the Hindi catalogue at the top level), costing the first load more than this whole card.
 *
 * It sits at the bottom, above the player and the phone's bottom bar, where it covers none of the header's
 * controls (Log In, the station picker), and it stands aside while a dialog, menu or popover is open.
 */
export function showInstallCard(event: InstallPromptEvent, remember: (choice: InstallChoice) => void) {
  if (document.getElementById('tarang-install')) return;
  const card = document.createElement('aside');
  card.id = 'tarang-install';
  card.className = styles.card ?? '';
  card.setAttribute('aria-labelledby', 'tarang-install-title');

  const icon = document.createElement('img');
  icon.className = styles.icon ?? '';
  icon.src = '/icons/icon-192.png';
  icon.alt = '';
  icon.width = 48;
  icon.height = 48;
  const title = document.createElement('h2');
  title.id = 'tarang-install-title';
  title.className = styles.title ?? '';
  const body = document.createElement('p');
  body.className = styles.body ?? '';
  const install = document.createElement('button');
  install.type = 'button';
  install.className = styles.install ?? '';
  const later = document.createElement('button');
  later.type = 'button';
  later.className = styles.later ?? '';
  const actions = document.createElement('div');
  actions.className = styles.actions ?? '';
  actions.append(install, later);
  const text = document.createElement('div');
  text.className = styles.text ?? '';
  text.append(title, body, actions);
  card.append(icon, text);

  const keepAside = standAsideOfOverlays(card);
  // Follows the language switch while it is on screen.
  const brand = siteBrand();
  const stopTexts = pwaInstallMessages.subscribe((t) => {
    title.textContent = t.title({ brand });
    body.textContent = t.body({ brand });
    install.textContent = t.install;
    later.textContent = t.notNow;
    keepAside.measure();
  });
  const close = (choice: InstallChoice) => {
    remember(choice);
    stopTexts();
    keepAside.stop();
    card.remove();
  };

  later.addEventListener('click', () => close('dismissed'));
  card.addEventListener('keydown', (keyEvent) => {
    if (keyEvent.key === 'Escape') close('dismissed');
  });
  install.addEventListener('click', async () => {
    // The browser's own dialog asks the final question; either answer ends the offer.
    await event.prompt();
    const choice = await event.userChoice?.catch(() => undefined);
    close(choice?.outcome === 'dismissed' ? 'dismissed' : 'installed');
  });
  document.body.append(card);
  keepAside.measure();
}

/**
 * Hides the card while a dialog, menu or popover is open (checked as the page's DOM changes), and keeps keyboard
 * focus scrolling clear of it, as of the player (WCAG 2.4.11): the page's bottom scroll padding reaches above
 * the card while it shows. Measured only when the card appears, hides, moves (the player showing) or the window
 * changes size, not on every change of the page.
 */
function standAsideOfOverlays(card: HTMLElement) {
  const root = document.documentElement;
  const measure = () => {
    const top = card.isConnected && !card.hidden ? card.getBoundingClientRect().top : innerHeight;
    if (top < innerHeight) root.style.scrollPaddingBottom = `${Math.ceil(innerHeight - top) + 8}px`;
    else root.style.removeProperty('scroll-padding-bottom');
  };
  const page = new MutationObserver(() => {
    const hidden = document.querySelector(OVERLAY) !== null;
    if (card.hidden === hidden) return;
    card.hidden = hidden;
    measure();
  });
  page.observe(document.body, { childList: true, subtree: true });
  // The player showing or going (html[data-player]) moves the card.
  const player = new MutationObserver(measure);
  player.observe(root, { attributes: true, attributeFilter: ['data-player'] });
  addEventListener('resize', measure);
  card.hidden = document.querySelector(OVERLAY) !== null;
  return {
    measure,
    stop: () => {
      page.disconnect();
      player.disconnect();
      removeEventListener('resize', measure);
      root.style.removeProperty('scroll-padding-bottom');
    },
  };
}
