import { createContext, useContext } from 'react';

/** The RJ a let's-collab request is about. */
export type CollabRj = { profileId: string; name: string };

/** What the request modal is opened for (studio_visit, or lets_collab optionally with an RJ). */
export type RequestTarget = { type: 'studio_visit' } | { type: 'lets_collab'; rj?: CollabRj };

type RequestModalControl = {
  /** Opens the request modal with a fresh form for this kind of request. */
  openRequest: (target: RequestTarget) => void;
  /** Starts fetching the modal's code (on hover or focus of a button that opens it). */
  preload: () => void;
};

export const RequestModalContext = createContext<RequestModalControl | null>(null);

export function useRequestModal(): RequestModalControl {
  const control = useContext(RequestModalContext);
  if (!control) throw new Error('useRequestModal() must be used inside <RequestProvider>');
  return control;
}
