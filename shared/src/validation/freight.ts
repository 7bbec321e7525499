/**
 * The freight remote's forms: the contact/booking form (spec 2 section 5) and the quotation
 * wizard. Each is the contract's own rules (the ones the api validates the booking with) with the
 * forms' messages, so a form accepts exactly what the api accepts. The spec's texts are this
 * package's (validationMessages); the texts the spec does not give come from the freight remote's
 * catalog (FreightFormMessages).
 */
import * as v from 'valibot';
import type { RuleMessage } from '../contract/common';
import { quoteItemEntries, quoteNeedsContainerSize, quoteRouteEntries, QuoteRequestSchema, requesterEntries } from '../contract/freight';
import { SimpleBookingBodySchema } from '../contract/booking';
import { message } from './messages';

/** The freight forms' messages that the spec does not give. */
export interface FreightFormMessages {
  /** A text longer than the api takes (the fields also stop typing there). */
  tooLong: RuleMessage;
  /** The wizard's step 2 without a shipping type. */
  cargoType: RuleMessage;
  /** A loading weight outside the api's bounds (QUOTE_LIMITS). */
  weight: RuleMessage;
  /** A vehicle year outside the api's bounds (QUOTE_LIMITS). */
  year: RuleMessage;
}

/**
 * The spot booking's and the quotation's contact form: the api's requester rules (the buyer
 * registration both bookings start with) with the messages of spec 2 section 5, and the
 * booking's additional request.
 */
export function contactFormSchema(m: Pick<FreightFormMessages, 'tooLong'>) {
  return v.object({
    ...requesterEntries({
      name: { required: message('contactRequired'), letters: message('contactName') },
      email: message('contactEmail'),
      country: message('contactCountry'),
      mobileCountry: message('contactMobileCountry'),
      mobileNumber: message('contactMobile'),
      tooLong: m.tooLong,
    }),
    memo: SimpleBookingBodySchema.entries.memo,
  });
}
/** Values of the contact form. */
export type ContactValues = v.InferInput<ReturnType<typeof contactFormSchema>>;

/** One of the api's `options`, or '' while nothing is chosen (which fails with `required`). */
const chosen = <const T extends readonly string[]>(options: T, required: RuleMessage) => v.picklist(['', ...options], required);

/** Text typed into a number field: required, then the api's rule for the number. */
const typedNumber = (rule: v.GenericSchema<number, number>, required: RuleMessage) =>
  v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.transform(Number), rule);

/**
 * The quotation wizard's answers as typed (text; a choice is one of the api's options, `runs`
 * 'yes' or 'no', or '' while nothing is chosen):
 * each field is the api's rule for it, then the whole is turned into the api's request and
 * parsed with the api's own schema (QuoteRequestSchema), so its output is what POST /svc/quote
 * takes. A container quote needs its size, a Ro-Ro one sends none. Validate with every rule's
 * issues (react-hook-form `criteriaMode: 'all'`): the size check runs beside the fields' rules.
 */
export function quotationFormSchema(m: FreightFormMessages) {
  const required = message('required');
  const messages = { required, cargoType: m.cargoType, weight: m.weight, year: m.year, tooLong: m.tooLong };
  const route = quoteRouteEntries(messages);
  const item = quoteItemEntries(messages);
  return v.pipe(
    v.object({
      dptPort: route.dptPort,
      arvPort: route.arvPort,
      cargoType: v.pipe(chosen(route.cargoType.options, m.cargoType), route.cargoType),
      category: v.pipe(chosen(item.category.options, required), item.category),
      loadingWeight: typedNumber(item.loadingWeight, required),
      year: typedNumber(item.year, required),
      make: item.make,
      model: item.model,
      detailedModel: item.detailedModel,
      fuel: v.pipe(chosen(item.fuel.options, required), item.fuel),
      runs: v.pipe(chosen(['yes', 'no'], required), v.picklist(['yes', 'no'], required), v.transform((s) => s === 'yes'), item.runs),
      services: item.services,
      containerSize: v.pipe(chosen(item.containerSize.wrapped.options, required), v.transform((s) => s || null), item.containerSize),
    }),
    v.forward(
      v.partialCheck([['cargoType'], ['containerSize']], (s) => !quoteNeedsContainerSize(s.cargoType) || s.containerSize !== null, required),
      ['containerSize'],
    ),
    v.transform(({ dptPort, arvPort, cargoType, containerSize, ...rest }): v.InferInput<typeof QuoteRequestSchema> => ({
      dptPort,
      arvPort,
      cargoType,
      item: { ...rest, containerSize: quoteNeedsContainerSize(cargoType) ? containerSize : null },
    })),
    QuoteRequestSchema,
  );
}
/** The quotation wizard's answers as typed. */
export type QuotationValues = v.InferInput<ReturnType<typeof quotationFormSchema>>;
