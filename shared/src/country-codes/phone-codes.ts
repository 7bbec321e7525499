/**
 * The calling code of every country, apart from the light country list (`/country-codes`, which
 * every page with a flag loads): only the booking forms, which set the phone code from the chosen
 * country, load this table.
 */
import { PHONE_CODES } from './phone-codes.generated';

export { PHONE_CODES } from './phone-codes.generated';

/**
 * The calling code (digits only, e.g. '233') of the country with this api code, or undefined: the
 * same value as `phoneCodeFor` of `@forwarder/shared/data`, without loading the full table.
 */
export function phoneCodeOf(code: string | null | undefined): string | undefined {
  return code && Object.hasOwn(PHONE_CODES, code) ? PHONE_CODES[code] : undefined;
}
