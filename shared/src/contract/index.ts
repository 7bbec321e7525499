/**
 * Contract schemas (valibot): the single source of truth for request and answer shapes. The
 * front ends parse answers with them; the api validates requests with them. No React here.
 */
export * from './common';
export * from './freight';
export * from './board';
export * from './member';
export * from './external';
export * from './dev';
export * from './booking';
export * from './content';
export * from './staff';
export * from './staff-offers';
export * from './staff-rates';
export * from './staff-posts';
