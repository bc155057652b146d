import type { DehydratedState } from '@tanstack/react-query';
import { ApiRequestError } from '../shared/api/client';
import { STATE_ELEMENT_ID } from './serverStateId';

/** A failed query's error as it travels in the page (JSON): what the pages read of it. */
type SentError = { name: string; message: string; status?: number; field?: string };

export function serialiseError(error: unknown): SentError {
  if (error instanceof ApiRequestError) {
    return { name: error.name, message: error.message, status: error.status, field: error.field };
  }
  return { name: 'Error', message: error instanceof Error ? error.message : String(error) };
}

function revive(error: SentError): Error {
  if (error.status !== undefined) return new ApiRequestError(error.status, error.message, error.field);
  return new Error(error.message);
}

/**
 * The query cache the server rendered the page from, read once before hydration, so the first render in the
 * browser shows exactly what the server's did (data, and errors such as a 404, as the same classes).
 */
export function readServerState(): DehydratedState | undefined {
  const element = document.getElementById(STATE_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  element.remove();
  const state = JSON.parse(element.textContent) as DehydratedState;
  for (const query of state.queries) {
    const error = query.state.error as unknown as SentError | null;
    if (error) query.state.error = revive(error);
  }
  return state;
}
