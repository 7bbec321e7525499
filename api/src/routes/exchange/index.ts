/**
 * Stand-in for the exchange-rate service: POST /ext/exchange/exchanges/current-rate?from=&to=
 * answering `{ data: { rate, ttl, updateDate } }` (ttl in seconds, updateDate yyyymmdd).
 * EXCHANGE_FAIL=1 makes it answer 503; outside production so does a `dev-exchange-fail=1`
 * cookie (a test seam for the currency fallback).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { compactDay } from '../../lib/dates.ts';
import { contract } from '../../lib/shared.ts';
import { parseInput } from '../../lib/validate.ts';

/** Registers the exchange-rate stand-in. */
export const exchangeRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  app.post('/ext/exchange/exchanges/current-rate', async (req, reply) => {
    const { from, to } = parseInput(contract.ExchangeRateQuerySchema, req.query);
    if (config.exchange.fail || (config.devSeams && req.cookies['dev-exchange-fail'] === '1')) {
      return reply.code(503).send({ errorCode: 'EXCHANGE_UNAVAILABLE', message: 'The exchange-rate service is unavailable.' });
    }
    const usdToEur = config.exchange.rate;
    const rate = from === to ? 1 : from === 'USD' ? usdToEur : Math.round((1 / usdToEur) * 1e6) / 1e6;
    return { data: { rate, ttl: config.exchange.ttl, updateDate: compactDay(new Date()) } };
  });
};
