/**
 * Stand-in for the connection-info service: GET /ext/connection-info answering the visitor's
 * country as `{ data: { data: { auctionwiniCountryCode } } }`. Outside production a
 * `dev-country` cookie decides: a code of the country table, `none` (null code) or `fail`
 * (503). Otherwise CONNECTION_INFO_COUNTRY (default: Ghana, neither Korea nor a notice country).
 * The same answer decides the api's own Korea rules (lib/detected-country.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { detectedCountry } from '../../lib/detected-country.ts';

/** Registers the connection-info stand-in. */
export const connectionInfoRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  app.get('/ext/connection-info', async (req, reply) => {
    const code = detectedCountry(req, config);
    if (code === 'fail') return reply.code(503).send({ errorCode: 'CONNECTION_INFO_UNAVAILABLE', message: 'The connection-info service is unavailable.' });
    reply.header('cache-control', 'no-store');
    return { data: { data: { auctionwiniCountryCode: code } } };
  });
};
