/**
 * Spot ocean-freight offers: GET /svc/freight/spot/list?userCountry=&country= and
 * GET /svc/freight/spot?freRateLegacyId=. The list holds the offers buyers can see: sold-out
 * ones included (marked inactive), those whose booking window has passed (the end of the day
 * after the deposit deadline) not (spec 1 "Spot freight card": hidden everywhere); one offer is
 * answered by id whatever its state (closed past its window, so its page sends the buyer away).
 * `country` keeps the offers to that destination. The price is withheld (costDisplay null) for a
 * price-masked account (the test account) and for requests the platform detects in South Korea
 * (lib/visitor-country.ts): the `userCountry` a client sends is its own claim and decides
 * nothing. Country names are English; the front ends show their own by code.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { notFound } from '../../lib/errors.ts';
import { contract, data, type SpotFreight } from '../../lib/shared.ts';
import { parseInput } from '../../lib/validate.ts';
import { DayCache } from '../../lib/day-cache.ts';
import { masksPrices, readOffer, spotListQuery, toSpotOffer } from '../../lib/spot-offers.ts';

/**
 * The list is the home page's busiest read and changes rarely, so it is kept for a few seconds:
 * every visitor's first screen would otherwise cost a read of the open offers (PGlite serves one
 * query at a time). Each answer (destination x prices shown or masked) is serialised and encoded
 * once and sent as those bytes: a string of the list's size (270 KB at the bench's scale 100) was
 * encoded again on every write, three times the CPU of the rest of the call. Staff change offers
 * from the desk (routes/staff/offers.ts), which publishes a `catalog` signal: every api process
 * (PostgreSQL NOTIFY across replicas) drops its copy at once; the short lifetime bounds staleness
 * should a signal be lost. A copy never outlives the database's day it was read on (DayCache): at
 * midnight the offers whose window just closed leave the list at once.
 */
const SPOT_LIST_CACHE_MS = 5_000;

/** Registers the freight routes. */
export const freightRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const cache = new DayCache<{ list: SpotFreight[]; answers: Map<string, Buffer> }>(SPOT_LIST_CACHE_MS, 1);
  // The booking events plugin registers after these routes: subscribe once the app is ready.
  let unsubscribe = () => {};
  app.addHook('onReady', async () => {
    unsubscribe = app.bookingEvents.subscribe('*', (signal) => {
      if (signal.type === 'catalog') cache.clear();
    });
  });
  app.addHook('onClose', async () => unsubscribe());

  const readList = async () => ({ list: (await spotListQuery(app.db).execute()).map(toSpotOffer), answers: new Map<string, Buffer>() });

  app.get('/svc/freight/spot/list', async (req, reply) => {
    const { country } = parseInput(contract.SpotListQuerySchema, req.query);
    if (country && !data.countryByCode(country)) return reply.header('cache-control', 'private, no-cache').send({ list: [] });
    const masked = await masksPrices(app, config, req);
    const cached = await cache.get(app.db, 'list', readList);
    // At most two answers per country of the table (unknown codes answered above): the map stays small.
    const key = `${masked ? 'masked' : 'shown'}:${country ?? ''}`;
    let body = cached.answers.get(key);
    if (body === undefined) {
      const list = cached.list.filter((o) => !country || o.arvCountry === country).map((o) => (masked ? { ...o, costDisplay: null } : o));
      body = Buffer.from(JSON.stringify({ list }));
      cached.answers.set(key, body);
    }
    // The answer depends on the requester (masking): shared caches must not keep it.
    return reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie').type('application/json; charset=utf-8').send(body);
  });

  app.get('/svc/freight/spot', async (req, reply) => {
    const { freRateLegacyId } = parseInput(contract.SpotOfferQuerySchema, req.query);
    const offer = await readOffer(app.db, freRateLegacyId, await masksPrices(app, config, req));
    if (!offer) throw notFound('OFFER_NOT_FOUND', 'No such offer.');
    return reply.header('cache-control', 'private, no-cache').send(offer);
  });
};
