/**
 * Demo data of the booking chat and the proforma invoices: the demo customer gets a booking in
 * every step (a STEP2 one at ASK PRICE and a cancelled one are added to the base seed's four),
 * chats with staff replies (read and unread, one ended), and invoices in USD and EUR (one EUR
 * invoice with three items, so its PDF breaks the page; one withdrawn; one not yet downloadable).
 * Runs whenever the chat table is empty, so a demo database kept from an earlier run gets it too.
 */
import { sql, type Kysely } from 'kysely';
import { addDays, isoDay } from '../../lib/dates.ts';
import { contract } from '../../lib/shared.ts';
import { DEMO_ACCOUNTS } from '../demo-accounts.ts';
import { bookingRouteOf } from './spot-offers.ts';
import type { BookingStep, Database } from '../schema.ts';

const HOUR = 3_600_000;

/** What a seeded invoice bills: the booking's freight (USD), route, first item and its container size. */
interface Bill {
  total: number;
  from: string;
  to: string;
  item: string;
  size: string;
}

/** One chat line: who, how many hours after the booking, and whether the customer has read it. */
type Line = [from: 'buyer' | 'staff', hoursAfter: number, content: string, read?: boolean];

/** Seed chats and invoices when `booking_inquiries` is empty; answers how many messages it added. */
export async function seedBookingChats(db: Kysely<Database>, today = new Date()): Promise<number> {
  const { n } = await db.selectFrom('booking_inquiries').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  if (n > 0) return 0;
  const users = await db.selectFrom('users').select(['id', 'email']).where('email', 'in', [DEMO_ACCOUNTS.buyer.email, DEMO_ACCOUNTS.test.email, DEMO_ACCOUNTS.staff.email]).execute();
  const idOf = (email: string) => users.find((u) => u.email === email)?.id;
  const buyer = idOf(DEMO_ACCOUNTS.buyer.email);
  const staff = idOf(DEMO_ACCOUNTS.staff.email);
  const tester = idOf(DEMO_ACCOUNTS.test.email);
  if (!buyer || !staff) return 0;

  return db.transaction().execute(async (trx) => {
    // Bookings of the steps the base seed leaves out for the demo customer.
    const have = await trx.selectFrom('bookings').select(['booking_id', 'booking_step', 'created_at']).where('user_id', '=', buyer).execute();
    const offers = await trx.selectFrom('spot_freight').selectAll().orderBy('fre_rate_legacy_id').execute();
    const addBooking = async (step: BookingStep, offerIndex: number, daysAgo: number, opts: { askPrice?: boolean; detail?: string }) => {
      const offer = offers[offerIndex % Math.max(offers.length, 1)];
      if (!offer) return;
      const created = addDays(today, -daysAgo);
      const finished = step === 'COMPLETE' || step === 'CANCEL';
      const { booking_id } = await trx
        .insertInto('bookings')
        .values({
          user_id: buyer,
          booking_step: step,
          ...bookingRouteOf(offer),
          memo: 'Please send photos after loading.',
          flag_inquiry: !finished,
          ocean_freight: opts.askPrice ? 0 : (offer.cost_display ?? 0),
          created_at: created.toISOString(),
        })
        .returning('booking_id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('booking_items')
        .values({ booking_id, item_name: offer.vehicle_category, item_detail: opts.detail ?? '', cargo_size: offer.cargo_size, trade_condition: offer.trade_condition, fre_rate_legacy_id: offer.fre_rate_legacy_id })
        .execute();
      const steps: BookingStep[] = step === 'CANCEL' ? ['STEP1', 'STEP2', 'CANCEL'] : ['STEP1', 'STEP2'];
      await trx
        .insertInto('booking_step_history')
        .values(steps.map((s, i) => ({ booking_id, booking_step: s, created_at: new Date(created.getTime() + i * 30 * HOUR).toISOString() })))
        .execute();
      have.push({ booking_id, booking_step: step, created_at: created });
    };
    if (!have.some((b) => b.booking_step === 'STEP2')) await addBooking('STEP2', 7, 3, { askPrice: true, detail: 'this is detail' });
    if (!have.some((b) => b.booking_step === 'CANCEL')) await addBooking('CANCEL', 11, 30, { detail: 'null' });

    const byStep = (step: BookingStep) => have.find((b) => b.booking_step === step);
    let added = 0;
    const chat = async (booking: { booking_id: number; created_at: Date } | undefined, customer: number, lines: Line[]) => {
      if (!booking) return;
      const start = booking.created_at.getTime();
      for (const [from, hours, content, read] of lines) {
        const at = new Date(Math.min(start + hours * HOUR, today.getTime() - 60_000));
        await trx
          .insertInto('booking_inquiries')
          .values({
            booking_id: booking.booking_id,
            user_id: from === 'staff' ? staff : customer,
            from_staff: from === 'staff',
            content,
            created_at: at.toISOString(),
            updated_at: at.toISOString(),
            client_read_at: from === 'staff' && read ? new Date(at.getTime() + 2 * HOUR).toISOString() : null,
            staff_read_at: from === 'buyer' ? new Date(at.getTime() + HOUR).toISOString() : null,
          })
          .execute();
        added += 1;
      }
    };
    await chat(byStep('STEP1'), buyer, [['buyer', 1, 'Hello, can this ship before the end of the month?']]);
    await chat(byStep('STEP2'), buyer, [
      ['buyer', 1, 'What is the price for this route? The car is a 2019 Hyundai Tucson.'],
      ['staff', 5, 'Thank you for your request. We are checking the next sailing and will send you a price today.'],
    ]);
    await chat(byStep('STEP3'), buyer, [
      ['buyer', 2, 'Can you load the cars into the container in Korea and handle the export customs too?'],
      ['staff', 72, 'Yes. The invoice with the freight, the container stuffing and the export customs is ready in the P.I panel.', true],
      ['buyer', 74, 'Can I pay in euros?'],
      ['staff', 76, 'Yes, the invoice is in EUR at the rate of the day.'],
      ['staff', 77, 'Please pay before the due date so we can keep the space on the vessel.'],
    ]);
    await chat(byStep('STEP4'), buyer, [
      ['buyer', 108, 'I have uploaded the transfer receipt.'],
      ['staff', 110, 'Received, thank you. We will confirm once the bank credits it.', true],
    ]);
    await chat(byStep('COMPLETE'), buyer, [
      ['buyer', 140, 'Has the vessel arrived?'],
      ['staff', 145, 'Yes, the car was discharged in Tema yesterday. The chat is now closed; thank you!', true],
    ]);
    await chat(byStep('CANCEL'), buyer, [
      ['buyer', 1, 'Please cancel this request, I found another car.'],
      ['staff', 3, 'Cancelled as requested.', true],
    ]);
    if (tester) {
      const t2 = await trx.selectFrom('bookings').select(['booking_id', 'created_at']).where('user_id', '=', tester).where('booking_step', '=', 'STEP2').executeTakeFirst();
      await chat(t2, tester, [
        ['buyer', 1, 'Is the price final?'],
        ['staff', 4, 'Yes, it includes the port charges in Korea.'],
      ]);
    }

    // Invoices: EUR with three lines (STEP3), USD (STEP4, with an older withdrawn one), USD (COMPLETE),
    // and a draft (STEP2). Each bills its own booking: the lines name the booking's route and item
    // and add up to its freight (issue 28: a P.I once totalled USD 1,945 on a USD 3,650 booking).
    const invoice = async (
      booking: { booking_id: number; created_at: Date } | undefined,
      o: { curr: 'USD' | 'EUR'; rate: number; lines: (bill: Bill) => [string, string, number][]; memo: (bill: Bill) => string; downloadable?: boolean; flagDel?: boolean; dueDays: number; hoursBefore?: number },
    ) => {
      if (!booking) return;
      const b = await trx.selectFrom('bookings').select(['ocean_freight', 'surcharge', 'dpt_port_nm', 'arv_port_nm']).where('booking_id', '=', booking.booking_id).executeTakeFirstOrThrow();
      const item = await trx.selectFrom('booking_items').select(['item_name', 'cargo_size']).where('booking_id', '=', booking.booking_id).orderBy('sort_order').orderBy('item_id').executeTakeFirst();
      // Issued when the booking reached "Invoice issued" (STEP3), so the P.I's date and that milestone agree;
      // a draft or a withdrawn first version a little before (issue 28: they were two days apart).
      const reached = await trx.selectFrom('booking_step_history').select('created_at').where('booking_id', '=', booking.booking_id).where('booking_step', '=', 'STEP3').executeTakeFirst();
      const issuedAt = reached ? new Date(new Date(reached.created_at).getTime() - (o.hoursBefore ?? 0) * HOUR) : new Date(booking.created_at.getTime() + 31 * HOUR);
      const bill: Bill = { total: b.ocean_freight + b.surcharge, from: b.dpt_port_nm ?? 'Korea', to: b.arv_port_nm ?? 'destination', item: item?.item_name ?? 'vehicle', size: item?.cargo_size ? contract.CARGO_SIZE_LABEL[item.cargo_size] : '' };
      const { pi_id } = await trx
        .insertInto('proforma_invoices')
        .values({
          booking_id: booking.booking_id,
          staff_id: staff,
          created_at: issuedAt.toISOString(),
          due_date: isoDay(addDays(today, o.dueDays)),
          curr: o.curr,
          curr_rate: o.rate,
          memo: o.memo(bill),
          downloadable: o.downloadable ?? true,
          flag_del: o.flagDel ?? false,
        })
        .returning('pi_id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('proforma_invoice_items')
        .values(o.lines(bill).map(([description, unit_size, total], i) => ({ pi_id, description, unit_size, total, sort_order: i })))
        .execute();
    };
    const freightLine = (bill: Bill, usd: number): [string, string, number] => [`Ocean freight ${bill.from} to ${bill.to}: ${bill.item}`, bill.size, usd];
    /** The booking's freight, or a stand-in amount for one still at ASK PRICE (only the draft has none). */
    const total = (bill: Bill) => (bill.total > 400 ? bill.total : 1900);
    await invoice(byStep('STEP3'), {
      curr: 'EUR',
      rate: 0.92,
      memo: (bill) => `Ocean freight ${bill.from} to ${bill.to}, container stuffing and export customs.`,
      dueDays: 7,
      lines: (bill) => [freightLine(bill, total(bill) - 400), ['Container stuffing and lashing', bill.size, 250], ['Export customs clearance and documents', '', 150]],
    });
    await invoice(byStep('STEP4'), { curr: 'USD', rate: 0, memo: () => 'First draft, replaced.', dueDays: 3, flagDel: true, hoursBefore: 20, lines: (bill) => [freightLine(bill, total(bill) + 50)] });
    await invoice(byStep('STEP4'), { curr: 'USD', rate: 0, memo: () => 'Ocean freight and export customs.', dueDays: 5, lines: (bill) => [freightLine(bill, total(bill) - 150), ['Export customs clearance and documents', '', 150]] });
    await invoice(byStep('COMPLETE'), { curr: 'USD', rate: 0, memo: () => 'Paid in full.', dueDays: -50, lines: (bill) => [freightLine(bill, total(bill) - 150), ['Inland transport to the port', '', 150]] });
    await invoice(byStep('STEP2'), { curr: 'USD', rate: 0, memo: () => 'Draft: waiting for the price confirmation.', dueDays: 10, downloadable: false, lines: (bill) => [freightLine(bill, 0)] });
    // The staff inbox's order (issue 23): each demo booking's latest message, or its request.
    await sql`
      update bookings b set activity_at = greatest(b.created_at, coalesce((select max(i.created_at) from booking_inquiries i where i.booking_id = b.booking_id), b.created_at))
      where b.user_id in (${sql.join([buyer, ...(tester ? [tester] : [])])})`.execute(trx);
    return added;
  });
}
