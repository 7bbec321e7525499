/**
 * Staff changed what buyers browse (an offer, a post): every api process hears a `catalog` signal
 * (PostgreSQL NOTIFY across replicas, in-process on PGlite) and drops what it keeps of it, the
 * spot list's answer (routes/freight) and the public pages' shared renders (plugins/static.ts).
 * A lost signal is bounded by those copies' short lifetimes.
 */
import type { FastifyInstance } from 'fastify';

export async function announceCatalogChange(app: FastifyInstance): Promise<void> {
  await app.bookingEvents.publish({ bookingId: 0, type: 'catalog' }).catch((err: unknown) => app.log.error({ err }, 'catalogue signal failed'));
}
