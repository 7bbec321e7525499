/** The my-information calls (one file per endpoint). */
export { profileMessages, profileMutationKey, putProfile, useSaveProfile } from './put-profile';
export { authUserKey, useAuthUser } from './get-auth-user';
export { ownPasswordErrorMessage, ownPasswordMessages, ownPasswordMutationKey, postPasswordChange, useChangeOwnPassword } from './post-password-change';
