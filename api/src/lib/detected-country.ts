/**
 * The country the platform detects for a request, as the connection-info stand-in answers it:
 * outside production a `dev-country` cookie decides (a code of the country table, `none` for no
 * code, `fail` for a failed lookup), otherwise CONNECTION_INFO_COUNTRY. Korea rules (price
 * masking, the sign-up block) use this, never a country the client claims.
 */
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { data } from './shared.ts';

/** A detected country code, null when the service knows none, or 'fail' when the lookup fails. */
export type Detected = string | null | 'fail';

/** The detected country of `req`. */
export function detectedCountry(req: FastifyRequest, config: Config): Detected {
  const seam = config.isProduction ? undefined : req.cookies['dev-country'];
  if (seam === 'fail') return 'fail';
  if (seam === 'none') return null;
  if (seam && data.countryByCode(seam)) return seam;
  return config.connectionInfoCountry;
}

/** True when the request comes from South Korea. */
export const detectedInKorea = (req: FastifyRequest, config: Config) => detectedCountry(req, config) === data.KOREA_CODE;
