import { paths } from '@forwarder/shared/paths';

/** The trailing segment of /member/sign-in that makes the quotation page the post-login target. */
export const AFTER_SHIPPING_QUOTATION = 'after-shipping-quotation';
/** Where the quotation wizard continues after a sign-in. */
export const QUOTATION_AFTER_LOGIN = `${paths.shippingQuotation}/after-login`;

/** The post-login target (spec 1 section 2): the quotation's after-login page for that segment, otherwise /. */
export function signInTarget(segment: string | undefined): string {
  return segment?.replace(/\/+$/, '') === AFTER_SHIPPING_QUOTATION ? QUOTATION_AFTER_LOGIN : paths.home;
}
