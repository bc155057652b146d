import { staffRequests } from '@tarang/contracts/staff-endpoints';
import { useState } from 'react';
import type { ListQuery } from '../api';
import styles from '../ui/console.module.css';
import { downloadWithToken } from './exportCsv';
import inbox from './inbox.module.css';

/**
 * "Export CSV": every request matching the inbox's filters, as the server writes it (requests-YYYY-MM-DD.csv).
 * The route needs the bearer token, so the file is fetched and then saved from memory.
 */
export function ExportCsvButton({ query }: { query: ListQuery<typeof staffRequests.csv> }) {
  const [state, setState] = useState<'idle' | 'busy' | { done: string } | { failed: string }>('idle');
  const onExport = async () => {
    setState('busy');
    try {
      const name = await downloadWithToken(staffRequests.csv, query, 'requests.csv');
      setState({ done: `Downloaded ${name}.` });
    } catch (error) {
      setState({ failed: error instanceof Error ? error.message : 'The export failed. Please try again.' });
    }
  };
  return (
    <div className={inbox.export}>
      <button
        type="button"
        className={styles.secondary}
        disabled={state === 'busy'}
        onClick={() => void onExport()}
      >
        {state === 'busy' ? 'Exporting…' : 'Export CSV'}
      </button>
      <p
        className={typeof state === 'object' && 'failed' in state ? styles.message : styles.hint}
        role="status"
      >
        {typeof state === 'object' ? ('failed' in state ? state.failed : state.done) : ''}
      </p>
    </div>
  );
}
