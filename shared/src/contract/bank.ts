/**
 * The bank account buyers pay into: one place for the P.I, the How to book page and the desk. A
 * module of its own because the runtime configuration (every page) reads it: in staff.ts it
 * brought the desk's and the bookings' schemas into every page's first chunk.
 */
import * as v from 'valibot';

export const BankDetailsSchema = v.object({
  beneficiary: v.string(),
  bankName: v.string(),
  bankAddress: v.string(),
  accountNumber: v.string(),
  swift: v.string(),
});
/** Bank details. */
export type BankDetails = v.InferOutput<typeof BankDetailsSchema>;
