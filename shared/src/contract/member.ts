import * as v from 'valibot';
import { CountryCodeSchema, CurrSchema, LangSchema } from './common';

/** The signed-in user (GET /cmn/auth/user). */
export const AuthUserSchema = v.object({
  name: v.string(),
  email: v.string(),
  country: v.nullable(v.string()),
  mobileCountry: v.nullable(v.string()),
  mobileNumber: v.nullable(v.string()),
  flagSubscribe: v.boolean(),
  role: v.picklist(['USER', 'STAFF']),
  priceMasked: v.boolean(),
});
/** The signed-in user. */
export type AuthUser = v.InferOutput<typeof AuthUserSchema>;

/**
 * A password as the browser sends it (spec: hashed before sending): the lowercase hex SHA-256
 * made by `hashPassword` in shared/src/validation. Nothing else is accepted, so a plain
 * password typed into a script can never reach the api or its logs.
 */
export const PasswordHashSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'must be the password hash made by the browser'));

/** Body of POST /cmn/login: `pwd` is the hash of the password made in the browser. */
export const LoginBodySchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(), v.maxLength(254)),
  pwd: PasswordHashSchema,
});
/** Answer of POST /cmn/login. */
export const LoginAnswerSchema = AuthUserSchema;

/** Answer of GET /cmn/user/badge. */
export const BadgeSchema = v.object({ bookingCnt: v.number() });

/** Body of POST /svc/subscriber. */
export const SubscriberBodySchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(), v.maxLength(254)),
  country: CountryCodeSchema,
  lang: LangSchema,
});

/** Answer of GET /cmn/curr and PUT /cmn/curr. */
export const CurrAnswerSchema = v.object({ curr: CurrSchema });
/** Query of PUT /cmn/curr. */
export const CurrQuerySchema = v.object({ curr: CurrSchema });
/** Query of PUT /cmn/language. */
export const LanguageQuerySchema = v.object({ lang: LangSchema });
/** Answer of PUT /cmn/language. */
export const LanguageAnswerSchema = v.object({ lang: LangSchema });

/** Answer of GET /cmn/country: country code to English name. */
export const CountryMapSchema = v.record(v.string(), v.string());
/** Query of GET /cmn/code/list. */
export const CodeListQuerySchema = v.object({ source: v.optional(v.picklist(['country', 'arvCountry']), 'country') });
/** One country of GET /cmn/code/list. */
export const CodeItemSchema = v.object({ codeVal: CountryCodeSchema, codeBuf2: v.string(), en: v.string() });
/** Answer of GET /cmn/code/list. */
export const CodeListSchema = v.object({ list: v.array(CodeItemSchema) });
/** A country of the code list. */
export type CodeItem = v.InferOutput<typeof CodeItemSchema>;

/** Query of PUT /cmn/unsubscribe: `emailHash` is the random single-use token of the unsubscribe link (never a hash of the address). */
export const UnsubscribeQuerySchema = v.object({ emailHash: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,128}$/)) });
