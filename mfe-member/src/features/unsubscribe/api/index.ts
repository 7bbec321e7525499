/** The unsubscribe call. */
export { putUnsubscribe, unsubscribeMessages, unsubscribeMutationKey, useUnsubscribe } from './put-unsubscribe';
