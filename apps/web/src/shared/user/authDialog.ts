import { createContext, useContext } from 'react';

export type AuthScreen = 'signIn' | 'signUp' | 'changePassword' | 'forgotPassword';

type AuthDialogControl = {
  /** Opens the authentication dialog on a screen (Log In → signIn, Change Password → changePassword). */
  openAuth: (screen?: AuthScreen) => void;
};

export const AuthDialogContext = createContext<AuthDialogControl | null>(null);

export function useAuthDialog(): AuthDialogControl {
  const control = useContext(AuthDialogContext);
  if (!control) throw new Error('useAuthDialog() must be used inside <AuthProvider>');
  return control;
}
