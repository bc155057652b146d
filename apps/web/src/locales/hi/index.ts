import type { ComponentsJSON } from '@nanostores/i18n';

/**
 * The Hindi catalogue: one chunk, fetched only for Hindi readers. Each JSON file holds whole components
 * ({ "player": { "play": "…" } }); they merge into one object here.
 */
const parts = import.meta.glob<ComponentsJSON>('./*.json', { eager: true, import: 'default' });

const catalogue: ComponentsJSON = Object.assign({}, ...Object.values(parts));

export default catalogue;
