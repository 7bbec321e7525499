import * as v from 'valibot';

/** The pattern of an api country code: the letter C plus four digits (C1570 is South Korea). */
export const COUNTRY_CODE_PATTERN = /^C\d{4}$/;
/** An api country code: the letter C plus four digits (C1570 is South Korea). */
export const CountryCodeSchema = v.pipe(v.string(), v.regex(COUNTRY_CODE_PATTERN));

/**
 * The message a form gives a rule of the contract (rule builders take them: the api passes none
 * and answers valibot's English default, a form passes its translated text).
 */
export type RuleMessage = v.ErrorMessage<v.BaseIssue<unknown>>;

/**
 * A calendar day, yyyy-MM-dd, that exists (valibot's isoDate alone takes 2026-02-31 and year
 * 0000, which PostgreSQL refuses with an error).
 */
export const CalendarDaySchema = v.pipe(
  v.string(),
  v.isoDate(),
  v.check((day) => {
    const d = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day && d.getUTCFullYear() >= 1;
  }, 'Not a calendar day.'),
);

/** The interface languages. */
export const LangSchema = v.picklist(['en', 'es', 'ru']);
/** An interface language. */
export type Lang = v.InferOutput<typeof LangSchema>;

/** The display currencies. */
export const CurrSchema = v.picklist(['USD', 'EUR']);
/** A display currency. */
export type Curr = v.InferOutput<typeof CurrSchema>;

/** Every non-2xx answer of the api: a stable machine code and a human message. */
export const ApiErrorBodySchema = v.object({ errorCode: v.string(), message: v.string() });
/** The body of an api error. */
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>;

/** Answer of calls that only report success. */
export const OkSchema = v.object({ ok: v.literal(true) });
