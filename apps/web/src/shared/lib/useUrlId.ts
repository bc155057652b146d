import { idFromUrlName } from '@tarang/contracts';
import { useParams } from 'react-router';

/** The numeric id of a `{slug}-{id}` route parameter, or null when it is not one. */
export function useUrlId(param: string): number | null {
  const value = idFromUrlName(useParams()[param] ?? '');
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
