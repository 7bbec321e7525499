/** The password calls (one file per endpoint). */
export { forgotErrorMessage, forgotMessages, forgotPasswordMutationKey, getForgotPassword, useForgotPassword } from './get-forgot-password';
export { changePasswordMessages, changePasswordMutationKey, putPassword, useChangePassword } from './put-password';
