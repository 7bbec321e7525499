import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they must keep working when the app's types move on.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The staff desk's offer and post tabs without counting the history (issue 27): every request of
 * the desk's offer list counted every expired offer (about 9,500 at the bench's scale 100, 2 ms
 * of PostgreSQL a page), and of its post list every post (5,000, 3 ms), counts that grow with
 * the business's whole history. Kept like booking_step_counts (migration 0017), by triggers on
 * the tables themselves, so every write path (the seeds included) keeps them:
 * - spot_freight_count: one row, every offer. The Live and Sold out tabs are counted over the
 *   short range of open windows (spot_freight_window_idx, index-only); Expired is this total less
 *   those two (an offer leaves its window with the date alone, which no trigger sees).
 * - board_post_counts: the live (not deleted) posts per language and display flag: the Draft and
 *   Published tabs, of every language or of one.
 * The triggers are per statement, over its transition tables: a bulk insert (the scaled seed's
 * 10,000 offers) changes each counter row once, where row triggers would update one row 10,000
 * times in one transaction (each update walking its earlier versions). With a keyword (or, for
 * offers, a destination) the desk counts the matching rows as before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table spot_freight_count (one boolean primary key default true check (one), n integer not null)`.execute(db);
  await sql`insert into spot_freight_count (one, n) select true, count(*)::int from spot_freight`.execute(db);
  await sql`
    create function spot_freight_count() returns trigger language plpgsql as $$
    declare
      delta integer;
    begin
      if tg_op = 'TRUNCATE' then
        update spot_freight_count set n = 0;
        return null;
      elsif tg_op = 'INSERT' then
        select count(*) into delta from new_rows;
      else
        select -count(*) into delta from old_rows;
      end if;
      if delta <> 0 then
        update spot_freight_count set n = n + delta;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger spot_freight_count_insert after insert on spot_freight referencing new table as new_rows for each statement execute function spot_freight_count()`.execute(db);
  await sql`create trigger spot_freight_count_delete after delete on spot_freight referencing old table as old_rows for each statement execute function spot_freight_count()`.execute(db);
  await sql`create trigger spot_freight_count_truncate after truncate on spot_freight for each statement execute function spot_freight_count()`.execute(db);

  await sql`create table board_post_counts (langs text not null, flag_display text not null, n integer not null, primary key (langs, flag_display))`.execute(db);
  await sql`
    insert into board_post_counts (langs, flag_display, n)
    select langs, flag_display, count(*)::int from board_posts where flag_del = 'N' group by langs, flag_display`.execute(db);
  // One function for the three events: each trigger has only its own transition tables, and a
  // branch reads only those of its event.
  await sql`
    create function board_post_count() returns trigger language plpgsql as $$
    begin
      if tg_op = 'TRUNCATE' then
        delete from board_post_counts;
      elsif tg_op = 'INSERT' then
        insert into board_post_counts (langs, flag_display, n)
        select langs, flag_display, count(*)::int from new_rows where flag_del = 'N' group by langs, flag_display
        on conflict (langs, flag_display) do update set n = board_post_counts.n + excluded.n;
      elsif tg_op = 'DELETE' then
        update board_post_counts c set n = c.n - d.n
        from (select langs, flag_display, count(*)::int as n from old_rows where flag_del = 'N' group by langs, flag_display) d
        where c.langs = d.langs and c.flag_display = d.flag_display;
      else
        insert into board_post_counts (langs, flag_display, n)
        select langs, flag_display, sum(d)::int from (
          select langs, flag_display, 1 as d from new_rows where flag_del = 'N'
          union all
          select langs, flag_display, -1 from old_rows where flag_del = 'N'
        ) x group by langs, flag_display having sum(d) <> 0
        on conflict (langs, flag_display) do update set n = board_post_counts.n + excluded.n;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger board_post_count_insert after insert on board_posts referencing new table as new_rows for each statement execute function board_post_count()`.execute(db);
  await sql`create trigger board_post_count_update after update on board_posts referencing old table as old_rows new table as new_rows for each statement execute function board_post_count()`.execute(db);
  await sql`create trigger board_post_count_delete after delete on board_posts referencing old table as old_rows for each statement execute function board_post_count()`.execute(db);
  await sql`create trigger board_post_count_truncate after truncate on board_posts for each statement execute function board_post_count()`.execute(db);
}

/** Drop the kept counts and their triggers. */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger board_post_count_truncate on board_posts`.execute(db);
  await sql`drop trigger board_post_count_delete on board_posts`.execute(db);
  await sql`drop trigger board_post_count_update on board_posts`.execute(db);
  await sql`drop trigger board_post_count_insert on board_posts`.execute(db);
  await sql`drop function board_post_count()`.execute(db);
  await sql`drop table board_post_counts`.execute(db);
  await sql`drop trigger spot_freight_count_truncate on spot_freight`.execute(db);
  await sql`drop trigger spot_freight_count_delete on spot_freight`.execute(db);
  await sql`drop trigger spot_freight_count_insert on spot_freight`.execute(db);
  await sql`drop function spot_freight_count()`.execute(db);
  await sql`drop table spot_freight_count`.execute(db);
}
