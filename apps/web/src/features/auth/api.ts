import { queryOptions } from '@tanstack/react-query';
import type {
  AuthUser,
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginBody,
  ResetPasswordBody,
  SignupBody,
  SocialLoginBody,
} from '@tarang/contracts';
import { accounts } from '@tarang/contracts/endpoints';
import { call } from '../../shared/api/call';
import { getUser, setUser } from '../../shared/api/session';
import { announce, welcome } from './notice/notice';

type One<T> = { data: T };

const signedIn = (response: One<AuthUser>) => {
  setUser(response.data);
  return response.data;
};

/** A new account, by e-mail or through a social account: signed in, and greeted by name. */
const signedUp = (response: One<AuthUser>) => {
  const user = signedIn(response);
  welcome(user.name);
  return user;
};

export const login = (body: LoginBody) => call(accounts.signIn, { body }).then(signedIn);

export const signup = (body: SignupBody) => call(accounts.signUp, { body }).then(signedUp);

export const socialLogin = (body: SocialLoginBody) => call(accounts.socialSignIn, { body }).then(signedIn);

export const socialSignup = (body: SocialLoginBody) => call(accounts.socialSignUp, { body }).then(signedUp);

export const changePassword = (body: ChangePasswordBody) =>
  call(accounts.changePassword, { body }).then(signedIn);

export const forgotPassword = (body: ForgotPasswordBody) => call(accounts.forgotPassword, { body });

export const resetPassword = (body: ResetPasswordBody) =>
  call(accounts.resetPassword, { body }).then(signedIn);

/** Logout removes the stored user; the server also ends the refresh token's session. Said briefly. */
export async function logout() {
  const refreshToken = getUser()?.refreshToken;
  setUser(null);
  announce('loggedOut');
  if (refreshToken) {
    await call(accounts.signOut, { body: { refreshToken } }).catch((error: unknown) => {
      console.warn('Logout: the server did not end the session', error);
    });
  }
}

export const socialProvidersQuery = () =>
  queryOptions({
    queryKey: ['social-providers'],
    queryFn: ({ signal }) => call(accounts.socialProviders, { signal }).then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
  });
