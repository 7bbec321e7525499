/**
 * Answer of GET /staff/unread: the header badge of a STAFF session. A module of its own because the
 * shell's header (every page's frame) reads it: in staff.ts it brought the desk's, the bookings',
 * the freight and the member schemas into every buyer's page.
 */
import * as v from 'valibot';

export const StaffUnreadSchema = v.object({ unreadTotal: v.number() });
