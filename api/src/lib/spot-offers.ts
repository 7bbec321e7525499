/**
 * When a spot offer can be booked: it is active (not sold out) and its countdown has not ended,
 * the end of the day after its deposit deadline (spec 1 "Spot freight card"). One expression for
 * every reader (the offer and list answers, the booking call), so an offer past its deadline is
 * closed everywhere at once rather than open on one screen and refused by another (issue 28).
 */
import { sql } from 'kysely';

/** SQL: true while the offer of the row in scope (`spot_freight`) takes bookings. */
export const offerOpen = () => sql<boolean>`(is_active and deposit_expiration_date + 1 >= current_date)`;
