import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they must keep working when the app's types move on.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The staff inbox's counts without counting (issue 23, at 10,000 bookings and more): every
 * request of the inbox showed the tabs' counts and the unread total by counting every live
 * booking and every unread message, which grew with the business's whole history.
 * - bookings.unread_cnt: the booking's unread customer messages, kept by triggers on
 *   booking_inquiries (every write path, the seeds included), with a partial index over the
 *   bookings that have any (the unread filter's pages).
 * - booking_step_counts: per step, the live (not deleted) bookings, those of them with unread
 *   messages, and their unread messages, kept by triggers on bookings: the tabs' counts of the
 *   unfiltered and of the unread-only inbox, and the unread total (the header badge), read from
 *   six rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table bookings add column unread_cnt integer not null default 0`.execute(db);
  await sql`
    update bookings b set unread_cnt = u.n
    from (select booking_id, count(*)::int as n from booking_inquiries where not from_staff and staff_read_at is null group by booking_id) u
    where u.booking_id = b.booking_id`.execute(db);
  await sql`create index bookings_unread_idx on bookings (activity_at desc, booking_id desc) where not flag_del and unread_cnt > 0`.execute(db);

  await sql`
    create function booking_inquiries_unread() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') and not old.from_staff and old.staff_read_at is null then
        update bookings set unread_cnt = unread_cnt - 1 where booking_id = old.booking_id;
      end if;
      if tg_op in ('INSERT', 'UPDATE') and not new.from_staff and new.staff_read_at is null then
        update bookings set unread_cnt = unread_cnt + 1 where booking_id = new.booking_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger booking_inquiries_unread_insert after insert on booking_inquiries for each row
    when (not new.from_staff and new.staff_read_at is null) execute function booking_inquiries_unread()`.execute(db);
  await sql`
    create trigger booking_inquiries_unread_update after update of from_staff, staff_read_at, booking_id on booking_inquiries for each row
    when ((not old.from_staff and old.staff_read_at is null) is distinct from (not new.from_staff and new.staff_read_at is null) or old.booking_id <> new.booking_id)
    execute function booking_inquiries_unread()`.execute(db);
  await sql`
    create trigger booking_inquiries_unread_delete after delete on booking_inquiries for each row
    when (not old.from_staff and old.staff_read_at is null) execute function booking_inquiries_unread()`.execute(db);

  await sql`create table booking_step_counts (booking_step text primary key, n integer not null, unread_bookings integer not null, unread_msgs integer not null)`.execute(db);
  await sql`
    insert into booking_step_counts (booking_step, n, unread_bookings, unread_msgs)
    select booking_step, count(*)::int, count(*) filter (where unread_cnt > 0)::int, coalesce(sum(unread_cnt), 0)::int
    from bookings where not flag_del group by booking_step`.execute(db);
  await sql`
    create function bookings_step_count() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') and not old.flag_del then
        update booking_step_counts
        set n = n - 1, unread_bookings = unread_bookings - (old.unread_cnt > 0)::int, unread_msgs = unread_msgs - old.unread_cnt
        where booking_step = old.booking_step;
      end if;
      if tg_op in ('INSERT', 'UPDATE') and not new.flag_del then
        insert into booking_step_counts (booking_step, n, unread_bookings, unread_msgs) values (new.booking_step, 1, (new.unread_cnt > 0)::int, new.unread_cnt)
        on conflict (booking_step) do update
        set n = booking_step_counts.n + 1, unread_bookings = booking_step_counts.unread_bookings + excluded.unread_bookings,
            unread_msgs = booking_step_counts.unread_msgs + excluded.unread_msgs;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger bookings_step_count_insert after insert on bookings for each row
    when (not new.flag_del) execute function bookings_step_count()`.execute(db);
  await sql`
    create trigger bookings_step_count_update after update of booking_step, flag_del, unread_cnt on bookings for each row
    when (old.booking_step is distinct from new.booking_step or old.flag_del is distinct from new.flag_del or old.unread_cnt is distinct from new.unread_cnt)
    execute function bookings_step_count()`.execute(db);
  await sql`
    create trigger bookings_step_count_delete after delete on bookings for each row
    when (not old.flag_del) execute function bookings_step_count()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger bookings_step_count_delete on bookings`.execute(db);
  await sql`drop trigger bookings_step_count_update on bookings`.execute(db);
  await sql`drop trigger bookings_step_count_insert on bookings`.execute(db);
  await sql`drop function bookings_step_count()`.execute(db);
  await sql`drop table booking_step_counts`.execute(db);
  await sql`drop trigger booking_inquiries_unread_delete on booking_inquiries`.execute(db);
  await sql`drop trigger booking_inquiries_unread_update on booking_inquiries`.execute(db);
  await sql`drop trigger booking_inquiries_unread_insert on booking_inquiries`.execute(db);
  await sql`drop function booking_inquiries_unread()`.execute(db);
  await sql`drop index bookings_unread_idx`.execute(db);
  await sql`alter table bookings drop column unread_cnt`.execute(db);
}
