/**
 * Spot bookings: POST /svc/booking/simple (the offer detail's booking form) and GET /svc/booking
 * (the confirmation page, by booking id and the requester's email). The requester is the account
 * of `email`, registered by the form just before (spec 2 section 4). A repeated submit with the
 * same `requestId` answers the booking the first one made, so a double click books once.
 */
import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { bookingOfRequest, checkCurrency, insertBooking, readBookingDetail, requesterId } from '../../lib/bookings.ts';
import { badRequest, HttpError, notFound } from '../../lib/errors.ts';
import { contract } from '../../lib/shared.ts';
import { parseInput } from '../../lib/validate.ts';

/** Registers the spot booking routes. */
export const bookingRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/svc/booking/simple',
    { config: { rateLimit: { max: config.rateLimit.booking, timeWindow: config.rateLimit.windowMs } } },
    async (req, reply) => {
      const body = parseInput(contract.SimpleBookingBodySchema, req.body);
      checkCurrency(body);
      const userId = await requesterId(app.db, body.email);
      const done = await bookingOfRequest(app.db, userId, body.requestId);
      if (done) return reply.header('cache-control', 'no-store').send({ data: done });

      const ids = [...new Set(body.itemList.map((i) => i.freRateLegacyId))];
      const offers = await app.db
        .selectFrom('spot_freight')
        .selectAll()
        // Bookable until the end of the day after the deposit deadline (the card's countdown).
        .select(sql<boolean>`is_active and deposit_expiration_date + 1 >= current_date`.as('open'))
        .where('fre_rate_legacy_id', 'in', ids)
        .execute();
      for (const item of body.itemList) {
        const offer = offers.find((o) => o.fre_rate_legacy_id === item.freRateLegacyId);
        if (!offer) throw notFound('OFFER_NOT_FOUND', `No offer ${item.freRateLegacyId}.`);
        if (!offer.open) throw new HttpError(409, 'OFFER_NOT_ACTIVE', `Offer ${offer.fre_rate_legacy_id} can no longer be booked.`);
        if (
          offer.cargo_type !== body.cargoType ||
          offer.dpt_country !== body.dptCountry ||
          offer.dpt_port !== body.dptPort ||
          offer.arv_country !== body.arvCountry ||
          offer.arv_port !== body.arvPort ||
          offer.cargo_size !== item.cargoSize ||
          offer.trade_condition !== item.tradeCondition
        ) {
          throw badRequest(`The request does not match offer ${offer.fre_rate_legacy_id}.`, 'OFFER_MISMATCH');
        }
      }
      const first = offers.find((o) => o.fre_rate_legacy_id === body.itemList[0]!.freRateLegacyId)!;
      const priced = body.itemList.every((i) => offers.find((o) => o.fre_rate_legacy_id === i.freRateLegacyId)?.cost_display != null);
      const oceanFreight = priced ? body.itemList.reduce((sum, i) => sum + (offers.find((o) => o.fre_rate_legacy_id === i.freRateLegacyId)?.cost_display ?? 0), 0) : 0;

      const offerOf = (id: number) => offers.find((o) => o.fre_rate_legacy_id === id)!;
      const bookingId = await insertBooking(
        app.db,
        {
          user_id: userId,
          cargo_type: body.cargoType,
          dpt_country: body.dptCountry,
          dpt_port: body.dptPort,
          dpt_port_nm: first.dpt_port_nm,
          arv_country: body.arvCountry,
          arv_port: body.arvPort,
          arv_port_nm: first.arv_port_nm,
          fre_rate_legacy_id: first.fre_rate_legacy_id,
          memo: body.memo,
          flag_spot: body.flagSpot,
          ocean_freight: oceanFreight,
          curr: body.curr,
          curr_rate: body.currRate,
          curr_date: body.currDate,
          request_id: body.requestId ?? null,
        },
        body.itemList.map((item) => ({
          item_name: offerOf(item.freRateLegacyId).vehicle_category,
          item_detail: item.itemDetail,
          cargo_size: item.cargoSize,
          trade_condition: item.tradeCondition,
          fre_rate_legacy_id: item.freRateLegacyId,
        })),
      );
      req.log.info({ bookingId }, 'spot booking created');
      return reply.header('cache-control', 'no-store').send({ data: bookingId });
    },
  );

  app.get('/svc/booking', async (req, reply) => {
    const { bookingId, email } = parseInput(contract.BookingByEmailQuerySchema, req.query);
    const booking = await readBookingDetail(app.db, bookingId);
    // The same answer whether the id or the email is wrong: nothing to learn by guessing.
    if (!booking || booking.regUser.email !== email) throw notFound('BOOKING_NOT_FOUND', 'No such booking for this email.');
    return reply.header('cache-control', 'no-store').send(booking);
  });
};
