import { request } from '@forwarder/shared/api';
import { QuoteAnswerSchema, type QuoteRequest } from '@forwarder/shared/contract';

/** POST /svc/quote: the price from the api's rate tables. */
export const postQuote = (body: QuoteRequest) => request('/svc/quote', QuoteAnswerSchema, { method: 'POST', body });
