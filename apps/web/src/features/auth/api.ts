import { queryOptions } from '@tanstack/react-query';
import type {
  AuthUser,
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginBody,
  ResetPasswordBody,
  SignupBody,
  SocialLoginBody,
  SocialProviderConfig,
} from '@tarang/contracts';
import { apiGet, apiSend } from '../../shared/api/client';
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

export const login = (body: LoginBody) =>
  apiSend<One<AuthUser>>('POST', 'customer/v1/subscriber/login', body).then(signedIn);

export const signup = (body: SignupBody) =>
  apiSend<One<AuthUser>>('POST', 'customer/v1/subscriber/signup', body).then(signedUp);

export const socialLogin = (body: SocialLoginBody) =>
  apiSend<One<AuthUser>>('POST', 'customer/v1/subscriber/social-login', body).then(signedIn);

export const socialSignup = (body: SocialLoginBody) =>
  apiSend<One<AuthUser>>('POST', 'customer/v1/subscriber/social-signup', body).then(signedUp);

export const changePassword = (body: ChangePasswordBody) =>
  apiSend<One<AuthUser>>('POST', 'customer/v1/subscriber/change-password', body).then(signedIn);

export const forgotPassword = (body: ForgotPasswordBody) =>
  apiSend<{ message: string }>('POST', 'customer/v1/subscriber/forgot-password', body);

export const resetPassword = (body: ResetPasswordBody) =>
  apiSend<One<AuthUser>>('POST', 'customer/v1/subscriber/reset-password', body).then(signedIn);

/** Logout removes the stored user; the server also ends the refresh token's session. Said briefly. */
export async function logout() {
  const refreshToken = getUser()?.refreshToken;
  setUser(null);
  announce('loggedOut');
  if (refreshToken) {
    await apiSend('POST', 'customer/v1/subscriber/logout', { refreshToken }).catch((error: unknown) => {
      console.warn('Logout: the server did not end the session', error);
    });
  }
}

export const socialProvidersQuery = () =>
  queryOptions({
    queryKey: ['social-providers'],
    queryFn: ({ signal }) =>
      apiGet<{ data: SocialProviderConfig[] }>('customer/v1/social/providers', undefined, signal).then(
        (r) => r.data,
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });
