/** The sign-in call. */
export { isNotConfirmed, loginMutationKey, signInMessages, useLogin } from './post-login';
