/**
 * The quotation wizard's calls: GET /svc/quote/ports (ports of loading and discharge),
 * POST /svc/quote (the price from the rate tables, lib/quote.ts) and POST /svc/booking/quote
 * (the booking request made from a quote: the requester is the account of `email`, registered
 * by the wizard just before like a spot booking; the price is computed again here). A repeated
 * submit with the same `requestId` answers the booking the first one made.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { afterBooking, bookingOfRequest, bookingRequester, checkCurrency, insertBooking } from '../../lib/bookings.ts';
import { computeQuote } from '../../lib/quote.ts';
import { contract, type QuoteBookingBody } from '../../lib/shared.ts';
import { parseInput } from '../../lib/validate.ts';

/**
 * The booking's item: the wizard's item whole (pages name its category, fuel and services in the
 * reader's language, issue 28), and as text only what reads the same in every language: make and
 * model, then year, detailed model and weight (no codes such as CAR or GASOLINE).
 */
function itemOf(q: QuoteBookingBody['quote']) {
  const i = q.item;
  const detail = [String(i.year), i.detailedModel, `${i.loadingWeight} t`].filter(Boolean);
  return { item_name: `${i.make} ${i.model}`.trim(), item_detail: detail.join(', '), cargo_size: q.cargoType === 'CONT' ? i.containerSize : null, quote_item: JSON.stringify(i) };
}

/** Registers the quotation routes. */
export const quoteRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  app.get('/svc/quote/ports', async (_req, reply) => {
    const rows = await app.db.selectFrom('quote_ports').selectAll().orderBy('port_nm').execute();
    const toPort = (r: (typeof rows)[number]) => ({ port: r.port, portNm: r.port_nm, country: r.country });
    // Reference data: the same for everyone, changes with a deploy at most.
    reply.header('cache-control', 'public, max-age=300');
    return { loading: rows.filter((r) => r.kind === 'LOADING').map(toPort), discharge: rows.filter((r) => r.kind === 'DISCHARGE').map(toPort) };
  });

  app.post('/svc/quote', async (req) => computeQuote(app.db, parseInput(contract.QuoteRequestSchema, req.body)));

  app.post(
    '/svc/booking/quote',
    { config: { rateLimit: { max: config.rateLimit.booking, timeWindow: config.rateLimit.windowMs } } },
    async (req, reply) => {
      const body = parseInput(contract.QuoteBookingBodySchema, req.body);
      checkCurrency(body);
      const requester = await bookingRequester(app, req, body.email);
      const userId = requester.id;
      const done = await bookingOfRequest(app.db, userId, body.requestId);
      if (done) {
        await afterBooking(app, config, req, reply, done, requester, null);
        return reply.header('cache-control', 'no-store').send({ data: done });
      }

      // The quote the buyer saw keeps its price while it holds, whatever staff changed since.
      const quote = await computeQuote(app.db, body.quote, new Date(), body.quotedAt);
      const bookingId = await insertBooking(
        app.db,
        {
          user_id: userId,
          cargo_type: body.quote.cargoType,
          dpt_country: quote.dptPort.country,
          dpt_port: quote.dptPort.port,
          dpt_port_nm: quote.dptPort.portNm,
          arv_country: quote.arvPort.country,
          arv_port: quote.arvPort.port,
          arv_port_nm: quote.arvPort.portNm,
          fre_rate_legacy_id: null,
          memo: body.memo,
          flag_spot: false,
          ocean_freight: quote.totalUsd,
          curr: body.curr,
          curr_rate: body.currRate,
          curr_date: body.currDate,
          request_id: body.requestId ?? null,
          pending_owner: requester.pendingOwner,
        },
        [itemOf(body.quote)],
      );
      req.log.info({ bookingId }, 'quote booking created');
      await afterBooking(app, config, req, reply, bookingId, requester, { route: `${quote.dptPort.portNm} -> ${quote.arvPort.portNm}` });
      return reply.header('cache-control', 'no-store').send({ data: bookingId });
    },
  );
};
