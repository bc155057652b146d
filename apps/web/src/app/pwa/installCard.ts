import type { InstallPromptEvent } from './boot';
import styles from './InstallCard.module.css';
import { pwaInstallMessages } from './messages';
import type { InstallChoice } from './visits';

/**
 * "Install Tarang": a small card, not a dialog (it takes no focus and blocks nothing), fetched only when the
 * browser says the site can be installed and the listener is on a second visit or later. Plain DOM on purpose:
 * a chunk that imported React's renderer or anything else the entry holds would split the entry (the entry
 * awaits the Hindi catalogue at the top level), costing the first load more than this whole card.
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

  // Follows the language switch while it is on screen.
  const stopTexts = pwaInstallMessages.subscribe((t) => {
    title.textContent = t.title;
    body.textContent = t.body;
    install.textContent = t.install;
    later.textContent = t.notNow;
  });
  const close = (choice: InstallChoice) => {
    remember(choice);
    stopTexts();
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
}
