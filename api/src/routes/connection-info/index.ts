/**
 * Stand-in for the connection-info service: GET /ext/connection-info answering the visitor's
 * country as `{ data: { data: { auctionwiniCountryCode } } }`. With the test seams on, a
 * `dev-country` cookie decides: a code of the country table, `none` (null code) or `fail`
 * (503). Otherwise CONNECTION_INFO_COUNTRY (default: Ghana, neither Korea nor a notice country).
 * The rule lives in lib/visitor-country.ts, which the api's own Korea rules (sign-up, price
 * masking) also use.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { detectCountry } from '../../lib/visitor-country.ts';

/** Registers the connection-info stand-in. */
export const connectionInfoRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  app.get('/ext/connection-info', async (req, reply) => {
    const country = detectCountry(req, config);
    if (country.failed) return reply.code(503).send({ errorCode: 'CONNECTION_INFO_UNAVAILABLE', message: 'The connection-info service is unavailable.' });
    reply.header('cache-control', 'no-store');
    return { data: { data: { auctionwiniCountryCode: country.code } } };
  });
};
