/** The email-confirmation calls (one file per endpoint). */
export { getResendConfirm, resendConfirmMutationKey, resendErrorMessage, resendMessages, useResendConfirm } from './get-resend-confirm';
export { confirmEmailCall, confirmEmailMutationKey, confirmMessages, putConfirmEmail, useConfirmEmail } from './put-confirm';
