/**
 * The demo accounts the seed creates. Tests, the README and the e2e journeys take the
 * credentials from here so they cannot drift.
 */
import { createHash } from 'node:crypto';

/** One seeded account. `password` is what a person types; the browser sends `browserPasswordHash(password)`. */
export interface DemoAccount {
  email: string;
  password: string;
  name: string;
  role: 'USER' | 'STAFF';
  priceMasked: boolean;
  /** ISO alpha-2 of the account's country (resolved to the api code by the seed). */
  countryIso2: string;
  mobileNumber: string;
}

/** The demo customer, the price-masked test account and a staff member. */
export const DEMO_ACCOUNTS = {
  buyer: {
    email: 'demo.buyer@example.com',
    password: 'DemoBuyer#2026',
    name: 'Daniel Mensah',
    role: 'USER',
    priceMasked: false,
    countryIso2: 'GH',
    mobileNumber: '24-555-0147',
  },
  test: {
    email: 'test@example.com',
    password: 'TestAccount#2026',
    name: 'Test Account',
    role: 'USER',
    priceMasked: true,
    countryIso2: 'CL',
    mobileNumber: '9-5550-1234',
  },
  staff: {
    email: 'staff@example.com',
    password: 'StaffDesk#2026',
    name: 'Mina Park',
    role: 'STAFF',
    priceMasked: false,
    countryIso2: 'KR',
    mobileNumber: '10-5550-0142',
  },
} as const satisfies Record<string, DemoAccount>;

/** What the browser sends as `pwd`: the hex SHA-256 of the typed password. */
export const browserPasswordHash = (password: string) => createHash('sha256').update(password, 'utf8').digest('hex');
