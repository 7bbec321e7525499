/**
 * Spot bookings: POST /svc/booking/simple (the offer detail's booking form) and GET /svc/booking
 * (the confirmation page, by booking id and the requester's email). The requester is the account
 * of `email`, registered by the form just before (spec 2 section 4). A repeated submit with the
 * same `requestId` answers the booking the first one made, so a double click books once.
 */
import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { recordActivity } from '../../lib/activity.ts';
import { afterBooking, bookingOfRequest, bookingRequester, checkCurrency, insertBooking, readBookingDetail } from '../../lib/bookings.ts';
import { consumeClaimToken, bookingOfToken, hasBookingAccess } from '../../lib/booking-tokens.ts';
import { badRequest, HttpError, notFound } from '../../lib/errors.ts';
import { contract, type BookingConfirmation, type BookingDetail } from '../../lib/shared.ts';
import { parseInput } from '../../lib/validate.ts';
import { offerOpen } from '../../lib/spot-offers.ts';

/** A booking as its confirmation pages show it: its facts and the email, never the account's personal data. */
function confirmationOf({ regUser, ...facts }: BookingDetail, pendingOwner: boolean): BookingConfirmation {
  return { ...facts, requesterEmail: regUser.email, pendingOwner };
}

/** Registers the spot booking routes. */
export const bookingRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const limit = (max: number) => ({ config: { rateLimit: { max, timeWindow: config.rateLimit.windowMs } } });
  const claimInvalid = () => badRequest('This link is not valid, was already used or has expired.', contract.memberErrorCodes.tokenInvalid);
  app.post(
    '/svc/booking/simple',
    { config: { rateLimit: { max: config.rateLimit.booking, timeWindow: config.rateLimit.windowMs } } },
    async (req, reply) => {
      const body = parseInput(contract.SimpleBookingBodySchema, req.body);
      checkCurrency(body);
      const requester = await bookingRequester(app, req, body.email);
      const userId = requester.id;
      const done = await bookingOfRequest(app.db, userId, body.requestId);
      if (done) {
        await afterBooking(app, config, req, reply, done, requester, null);
        return reply.header('cache-control', 'no-store').send({ data: done });
      }

      const ids = [...new Set(body.itemList.map((i) => i.freRateLegacyId))];
      const offers = await app.db
        .selectFrom('spot_freight')
        .selectAll()
        // Bookable until the end of the day after the deposit deadline (the card's countdown).
        .select(offerOpen().as('open'))
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
          pending_owner: requester.pendingOwner,
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
      await afterBooking(app, config, req, reply, bookingId, requester, { route: `${first.dpt_port_nm} -> ${first.arv_port_nm}` });
      return reply.header('cache-control', 'no-store').send({ data: bookingId });
    },
  );

  // The confirmation page: the booking's own session, staff, or the browser that made it (its
  // access cookie). The same 404 for a wrong id, a wrong email or no right to it: nothing to
  // learn by guessing, and guesses are rate-limited.
  app.get('/svc/booking', limit(config.rateLimit.bookingLookup), async (req, reply) => {
    const { bookingId, email } = parseInput(contract.BookingByEmailQuerySchema, req.query);
    const missing = () => notFound('BOOKING_NOT_FOUND', 'No such booking for this email.');
    const row = await app.db.selectFrom('bookings').select(['user_id', 'pending_owner']).where('booking_id', '=', bookingId).where('flag_del', '=', false).executeTakeFirst();
    if (!row) throw missing();
    const { user } = await app.sessions.context(req);
    const allowed = user?.role === 'STAFF' || (user?.id === row.user_id && !row.pending_owner) || (await hasBookingAccess(app.db, req, bookingId));
    if (!allowed) throw missing();
    const booking = await readBookingDetail(app.db, bookingId);
    if (!booking || booking.regUser.email !== email) throw missing();
    return reply.header('cache-control', 'no-store').send(confirmationOf(booking, row.pending_owner));
  });

  // The owner's mail link: what the booking is (facts only), then one PUT to take it into their list.
  app.get('/svc/booking/claim', limit(config.rateLimit.bookingLookup), async (req, reply) => {
    const { token } = parseInput(contract.BookingClaimTokenSchema, req.query);
    const bookingId = await bookingOfToken(app.db, token, 'CLAIM');
    const booking = bookingId === null ? undefined : await readBookingDetail(app.db, bookingId);
    if (!booking) throw claimInvalid();
    return reply.header('cache-control', 'no-store').send(confirmationOf(booking, true));
  });

  app.put('/svc/booking/claim', limit(config.rateLimit.bookingLookup), async (req, reply) => {
    const { token } = parseInput(contract.BookingClaimTokenSchema, req.body);
    const bookingId = await consumeClaimToken(app.db, token);
    if (bookingId === null) throw claimInvalid();
    await app.db.transaction().execute(async (trx) => {
      await trx.updateTable('bookings').set({ pending_owner: false, updated_at: sql`now()` }).where('booking_id', '=', bookingId).execute();
      // The customer's own act: a trail line without staff.
      await recordActivity(trx, bookingId, null, 'OWNER_CONFIRMED');
    });
    await app.bookingEvents.publish({ bookingId, type: 'booking' });
    req.log.info({ bookingId }, 'booking confirmed by its owner');
    return reply.header('cache-control', 'no-store').send({ bookingId });
  });
};
