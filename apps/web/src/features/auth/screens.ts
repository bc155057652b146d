import type { AuthScreen } from '../../shared/user/authDialog';

/** What one screen hands the next ('Subscriber Not Found' moves to sign-up with the e-mail typed). */
export type Carried = { email?: string };

/** Moves the dialog to a screen, with a note to show there and what the listener already typed. */
export type GoTo = (screen: AuthScreen, note?: string, carried?: Carried) => void;
