/** The newsletter feature's calls (one file per endpoint). */
export { subscribeErrorMessage, subscribeMessages, subscribeMutationKey, useSubscribe } from './post-subscriber';
