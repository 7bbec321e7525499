/** The my-information calls (one file per endpoint). */
export { profileMessages, profileMutationKey, putProfile, useSaveProfile } from './put-profile';
export { authUserKey, useAuthUser } from './get-auth-user';
