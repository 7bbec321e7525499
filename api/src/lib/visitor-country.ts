/**
 * The visitor's country as the api sees it: what the connection-info stand-in answers for a
 * request. With the test seams on (development, test) a `dev-country` cookie decides (a code of the country table,
 * `none` for no code, `fail` for a failed lookup); otherwise CONNECTION_INFO_COUNTRY.
 */
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { data } from './shared.ts';

/** South Korea's api code. */
export const KOREA = 'C1570';

/** The detected country: an api code or null; `failed` when the lookup itself failed. */
export interface DetectedCountry {
  code: string | null;
  failed: boolean;
}

/** The country detected for `req` (the connection-info stand-in answers exactly this). */
export function detectCountry(req: FastifyRequest, config: Config): DetectedCountry {
  const seam = config.devSeams ? req.cookies['dev-country'] : undefined;
  if (seam === 'fail') return { code: null, failed: true };
  if (seam === 'none') return { code: null, failed: false };
  if (seam && data.countryByCode(seam)) return { code: seam, failed: false };
  return { code: config.connectionInfoCountry, failed: false };
}

/**
 * The Korean-user block (spec 1 section 4): the detected country is Korea, missing, or the
 * lookup failed. The front end applies the same rule to the same answer.
 */
export function isKoreanBlocked(country: DetectedCountry): boolean {
  return country.failed || country.code === null || country.code === KOREA;
}

/** True when the request is detected in South Korea (price masking, spec 1 section 9). */
export const detectedInKorea = (req: FastifyRequest, config: Config) => detectCountry(req, config).code === KOREA;
