/**
 * The demo seed: accounts, bookings, spot offers and blog posts, dated relative to the day it
 * runs. `seedIfEmpty` is idempotent (it does nothing when users exist). `refreshDemoDates` keeps
 * a kept-between-runs demo alive: on a later day it moves the spot offers' dates forward by the
 * days elapsed since the seed, so countdowns, today's expiries and expired cards still show.
 */
import { sql, type Kysely } from 'kysely';
import { addDays, daysBetween, isoDay } from '../lib/dates.ts';
import { hashPassword } from '../lib/passwords.ts';
import { data } from '../lib/shared.ts';
import { BLOG_TOPICS } from './seed/blog-posts.ts';
import { seedFreight } from './seed/freight.ts';
import { seedBookingChats } from './seed/booking-chats.ts';
import { bookingRouteOf, spotOffers } from './seed/spot-offers.ts';
import { seedContent } from './seed/content.ts';
import { browserPasswordHash, DEMO_ACCOUNTS } from './demo-accounts.ts';
import type { BookingStep, Database } from './schema.ts';

const SEED_DAY_KEY = 'demo_seed_day';

/** What the seed did. */
export interface SeedResult {
  seeded: boolean;
  users: number;
  spotOffers: number;
  blogPosts: number;
}

/**
 * Seed the demo data when the database has no users yet; `today` fixes the reference day
 * (tests). Tables added later (the booking chat) are seeded whenever they are still empty.
 */
export async function seedIfEmpty(db: Kysely<Database>, today = new Date()): Promise<SeedResult> {
  // The freight tables (schedule, quote rates), the content pages' tables and the booking chat fill on their own when
  // empty: a demo database kept from before they existed gets them too.
  await seedFreight(db, today);
  await seedContent(db, today);
  const result = await seedBase(db, today);
  await seedBookingChats(db, today);
  return result;
}

async function seedBase(db: Kysely<Database>, today: Date): Promise<SeedResult> {
  const row = await db.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  if (row.n > 0) return { seeded: false, users: 0, spotOffers: 0, blogPosts: 0 };

  const accounts = await Promise.all(
    Object.values(DEMO_ACCOUNTS).map(async (a) => {
      const country = data.countryByIso2(a.countryIso2);
      if (!country) throw new Error(`no country ${a.countryIso2}`);
      return {
        email: a.email,
        name: a.name,
        pwd_hash: await hashPassword(browserPasswordHash(a.password)),
        country: country.code,
        mobile_country: country.phoneCode,
        mobile_number: a.mobileNumber,
        flag_subscribe: true,
        lang: 'en',
        curr: 'USD',
        role: a.role,
        price_masked: a.priceMasked,
        email_confirmed: true,
      };
    }),
  );
  const offers = spotOffers(today);

  return db.transaction().execute(async (trx) => {
    const users = await trx
      .insertInto('users')
      .values(accounts)
      .onConflict((oc) => oc.column('email').doNothing())
      .returning(['id', 'email'])
      .execute();
    const idOf = (email: string) => users.find((u) => u.email === email)?.id;

    await trx.insertInto('spot_freight').values(offers).onConflict((oc) => oc.column('fre_rate_legacy_id').doNothing()).execute();

    const buyer = idOf(DEMO_ACCOUNTS.buyer.email);
    const tester = idOf(DEMO_ACCOUNTS.test.email);
    const byId = (n: number) => offers[n];
    const booking = (userId: number, step: BookingStep, offerIndex: number, daysAgo: number) => {
      const offer = byId(offerIndex);
      if (!offer) throw new Error(`no offer #${offerIndex}`);
      return {
        user_id: userId,
        booking_step: step,
        ...bookingRouteOf(offer),
        flag_inquiry: step !== 'COMPLETE' && step !== 'CANCEL',
        ocean_freight: offer.cost_display ?? 0,
        created_at: addDays(today, -daysAgo).toISOString(),
      };
    };
    const bookings = [];
    // The demo customer: three bookings in progress (badge 3) and one delivered.
    if (buyer) bookings.push(booking(buyer, 'STEP1', 0, 1), booking(buyer, 'STEP3', 1, 6), booking(buyer, 'STEP4', 3, 12), booking(buyer, 'COMPLETE', 5, 60));
    // The test account: one in progress, one cancelled; proves the badge is scoped to its owner.
    if (tester) bookings.push(booking(tester, 'STEP2', 38, 3), booking(tester, 'CANCEL', 39, 20));
    if (bookings.length) {
      const made = await trx.insertInto('bookings').values(bookings).returning(['booking_id', 'booking_step', 'fre_rate_legacy_id', 'created_at']).execute();
      await trx
        .insertInto('booking_items')
        .values(
          made.map((b) => {
            const offer = offers.find((o) => o.fre_rate_legacy_id === b.fre_rate_legacy_id)!;
            return { booking_id: b.booking_id, item_name: offer.vehicle_category, cargo_size: offer.cargo_size, trade_condition: offer.trade_condition, fre_rate_legacy_id: offer.fre_rate_legacy_id };
          }),
        )
        .execute();
      // Each booking passed through every step before its current one, a day or two apart.
      const order = ['STEP1', 'STEP2', 'STEP3', 'STEP4'] as const;
      await trx
        .insertInto('booking_step_history')
        .values(
          made.flatMap((b) => {
            const reached = b.booking_step === 'COMPLETE' ? [...order, 'COMPLETE' as const] : b.booking_step === 'CANCEL' ? ['STEP1' as const, 'CANCEL' as const] : order.slice(0, order.indexOf(b.booking_step) + 1);
            return reached.map((step, i) => ({ booking_id: b.booking_id, booking_step: step, created_at: new Date(b.created_at.getTime() + i * 36 * 3_600_000).toISOString() }));
          }),
        )
        .execute();
    }

    let blogPosts = 0;
    for (const topic of BLOG_TOPICS) {
      for (const [i, lang] of (['en', 'es', 'ru'] as const).entries()) {
        const text = topic[lang];
        const regDtm = addDays(today, -topic.daysAgo);
        regDtm.setHours(9 + i, 30 - topic.image, 0, 0);
        const post = await trx
          .insertInto('board_posts')
          .values({ title: text.title, content: text.html, langs: lang, flag_display: topic.flagDisplay, flag_del: topic.flagDel, reg_dtm: regDtm.toISOString(), created_at: regDtm.toISOString(), updated_at: regDtm.toISOString(), published_once: topic.flagDisplay === 'Y' })
          .returning('board_id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('board_attachments')
          .values({ board_id: post.board_id, attach_url: `/media/blog/blog-${topic.image}.svg`, attach_name: `blog-${topic.image}.svg`, sort_order: 0 })
          .execute();
        blogPosts += 1;
      }
    }

    await trx
      .insertInto('meta')
      .values({ key: SEED_DAY_KEY, value: isoDay(today) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: isoDay(today) }))
      .execute();
    return { seeded: true, users: users.length, spotOffers: offers.length, blogPosts };
  });
}

/**
 * Move the spot offers' dates forward by the days since the demo seed ran, so a demo kept
 * between runs looks as it did on its first day. Returns the shift in days (0 when none).
 */
export async function refreshDemoDates(db: Kysely<Database>, today = new Date()): Promise<number> {
  const meta = await db.selectFrom('meta').select('value').where('key', '=', SEED_DAY_KEY).executeTakeFirst();
  if (!meta) return 0;
  const shift = daysBetween(meta.value, isoDay(today));
  if (shift <= 0) return 0;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('spot_freight')
      .set({
        deposit_expiration_date: sql<string>`deposit_expiration_date + ${shift}::int`,
        dpt_estimate_date: sql<string>`dpt_estimate_date + ${shift}::int`,
      })
      .execute();
    await trx.updateTable('meta').set({ value: isoDay(today) }).where('key', '=', SEED_DAY_KEY).execute();
  });
  return shift;
}
