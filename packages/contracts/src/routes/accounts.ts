import { z } from 'zod';
import {
  authUser,
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  one,
  refreshBody,
  resetPasswordBody,
  signupBody,
  socialLoginBody,
  socialProviderConfig,
  subscriberProfile,
} from '../index';
import { accounts as at } from './endpoints';
import { route } from './route';

export const accounts = {
  signUp: route(at.signUp, { body: signupBody, answer: one(authUser) }),
  signIn: route(at.signIn, { body: loginBody, answer: one(authUser) }),
  refresh: route(at.refresh, { body: refreshBody, answer: one(authUser) }),
  signOut: route(at.signOut, { body: refreshBody }),
  changePassword: route(at.changePassword, { body: changePasswordBody, answer: one(authUser) }),
  me: route(at.me, { answer: one(subscriberProfile) }),
  forgotPassword: route(at.forgotPassword, {
    body: forgotPasswordBody,
    answer: z.object({ message: z.string() }),
  }),
  resetPassword: route(at.resetPassword, { body: resetPasswordBody, answer: one(authUser) }),
  socialProviders: route(at.socialProviders, { answer: z.object({ data: z.array(socialProviderConfig) }) }),
  socialSignIn: route(at.socialSignIn, { body: socialLoginBody, answer: one(authUser) }),
  socialSignUp: route(at.socialSignUp, { body: socialLoginBody, answer: one(authUser) }),
};
