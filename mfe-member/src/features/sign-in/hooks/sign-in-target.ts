import type { AuthUser } from '@forwarder/shared/contract';
import { paths, safeDeskTarget } from '@forwarder/shared/paths';

/** The trailing segment of /member/sign-in that makes the quotation page the post-login target. */
export const AFTER_SHIPPING_QUOTATION = 'after-shipping-quotation';
/** Where the quotation wizard continues after a sign-in. */
export const QUOTATION_AFTER_LOGIN = `${paths.shippingQuotation}/after-login`;

/**
 * The post-login target (spec 1 section 2): the quotation's after-login page for that segment,
 * otherwise /. A staff member goes to the staff desk instead: to the desk page `next` names (the
 * shell's desk guard sends a visitor here with `?next=`; only desk paths of this origin count,
 * never an open redirect), else /desk. `next` means nothing for anyone else.
 */
export function signInTarget(segment: string | undefined, user?: Pick<AuthUser, 'role'> | null, next?: string | null): string {
  if (user?.role === 'STAFF') return safeDeskTarget(next) ?? paths.desk;
  return segment?.replace(/\/+$/, '') === AFTER_SHIPPING_QUOTATION ? QUOTATION_AFTER_LOGIN : paths.home;
}
