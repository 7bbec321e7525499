/** The one API client of the suite: `request`, the typed `ApiError`, and a function per call. */
export * from './client';
export * from './endpoints';
export * from './early-call';
export * from './documents';
