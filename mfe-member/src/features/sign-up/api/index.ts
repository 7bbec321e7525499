/** The sign-up calls (one file per endpoint). */
export { isKoreaRefusal, postSignUp, signUpErrorMessage, signUpMessages, signUpMutationKey, useSignUpCall } from './post-sign-up';
export { countryCodeListKey, useCountryCodeList } from './get-code-list';
export { countryMapKey, useCountryMap } from './get-country-map';
