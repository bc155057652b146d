import { useLayoutEffect, useState } from 'react';
import { logout } from '../../features/auth/api';
import { ForgotPasswordForm } from '../../features/auth/forms/ForgotPasswordForm';
import { SignInForm } from '../../features/auth/forms/SignInForm';
import { SignInCard } from '../../features/staff/SignInCard';
import { StaffConsole } from '../../features/staff/StaffConsole';
import { useUser } from '../../shared/user/useUser';

/**
 * /staff: the staff console. Signed out, it asks for the staff member's e-mail and password with the site's own
 * forms (and its forgotten-password e-mail); signed in, the console asks the server what the account may do.
 */
export default function StaffRoute() {
  const user = useUser();
  useConsoleInEnglish();
  const [screen, setScreen] = useState<'signIn' | 'forgotPassword'>('signIn');
  const [note, setNote] = useState<string | null>(null);
  if (user) return <StaffConsole onLogOut={logout} />;
  // The console has no sign-up: a network admin makes an account a member of staff in Team.
  const go = (next: string, message?: string) => {
    setScreen(next === 'forgotPassword' ? 'forgotPassword' : 'signIn');
    setNote(next === 'signUp' ? 'There is no staff account with this e-mail.' : (message ?? null));
  };
  return (
    <SignInCard title={screen === 'signIn' ? 'Log in to the console' : 'Reset your password'}>
      {screen === 'signIn' ? (
        <SignInForm note={note} onDone={() => setNote(null)} go={go} />
      ) : (
        <ForgotPasswordForm go={go} />
      )}
    </SignInCard>
  );
}

/** The console is English-only: its page says so (screen readers, hyphenation), whatever the site's language. */
function useConsoleInEnglish() {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const before = root.lang;
    root.lang = 'en';
    return () => {
      root.lang = before;
    };
  }, []);
}
