import { createContext, useContext } from 'react';

export type AuthScreen = 'signIn' | 'signUp' | 'changePassword' | 'forgotPassword';

/** What one screen hands the next (SPEC: 'Subscriber Not Found' moves to sign-up with the e-mail typed). */
export type Carried = { email?: string };

/** Moves the dialog to a screen, with a note to show there and what the listener already typed. */
export type GoTo = (screen: AuthScreen, note?: string, carried?: Carried) => void;

export type AuthDialogControl = {
  /** Opens the authentication dialog on a screen (Log In → signIn, Change Password → changePassword). */
  openAuth: (screen?: AuthScreen) => void;
};

export const AuthDialogContext = createContext<AuthDialogControl | null>(null);

export function useAuthDialog(): AuthDialogControl {
  const control = useContext(AuthDialogContext);
  if (!control) throw new Error('useAuthDialog() must be used inside <AuthProvider>');
  return control;
}
