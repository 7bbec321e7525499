/**
 * Test helpers of the suite's unit tests (jsdom), for every app: never imported by app code.
 */
export { FakeXhr, installFakeXhr } from './fake-xhr';
