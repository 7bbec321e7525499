/** The unsubscribe call. */
export { putUnsubscribe, unsubscribeCall, unsubscribeMessages, unsubscribeMutationKey, useUnsubscribe } from './put-unsubscribe';
