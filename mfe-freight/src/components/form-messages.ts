/**
 * The freight forms' messages that spec 2 does not give (FreightFormMessages of
 * `@forwarder/shared/validation`), texts of this remote's catalog. The year's bounds are the
 * contract's, so the message follows the rule; the weight keeps its written numbers (0,1 in es and ru).
 */
import { msg } from '@lingui/core/macro';
import { QUOTE_LIMITS } from '@forwarder/shared/contract';
import { messageFrom, type FreightFormMessages } from '@forwarder/shared/validation';

const { yearMin, yearMax } = QUOTE_LIMITS;

/** The messages the freight forms pass to their schemas. */
export const freightFormMessages: FreightFormMessages = {
  tooLong: messageFrom(msg`This is too long.`),
  cargoType: messageFrom(msg`Choose Ro-Ro or Container`),
  weight: messageFrom(msg`Enter a weight between 0.1 and 60 tons`),
  year: messageFrom(msg`Enter a year between ${yearMin} and ${yearMax}`),
};
