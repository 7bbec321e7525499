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
 * The patterns of the member form rules (spec 1 section 5), kept here so the browser's form
 * rules (`@forwarder/shared/validation`) and the api's body schemas use the very same ones.
 */
export const memberPatterns = {
  /** The standard email pattern of sign-up and forgot password. */
  email: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/,
  /** Sign-up name: English letters and spaces only. */
  signUpName: /^[A-Za-z ]+$/,
  /** Sign-up mobile number: digits, comma and hyphen only. */
  signUpMobile: /^[0-9,-]+$/,
  /** Profile name: starts with an English letter. */
  profileName: /^[A-Za-z]/,
  /** Profile mobile number: digits and hyphen only. */
  profileMobile: /^[0-9-]+$/,
  /** The password as the browser sends it: lowercase hex SHA-256 (see `hashPassword`). */
  pwdHash: /^[0-9a-f]{64}$/,
  /** A mobile country code: the ITU calling code, digits only (e.g. 233). */
  mobileCountry: /^[0-9]{1,4}$/,
} as const;

/** An email address as the api takes it: trimmed, lower case, at most 254 characters. */
export const EmailSchema = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(), v.maxLength(254));
/** `pwd`: the client-side hash of the password (64 lowercase hex characters), never the password. */
export const PwdHashSchema = v.pipe(v.string(), v.regex(memberPatterns.pwdHash, 'must be the 64-character hex hash made by the browser'));
/** A random single-use token of an email link (>= 128 bits, base64url); the spec calls it `userEmailHash`/`emailHash`. */
export const EmailTokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,128}$/));

/** Body of POST /cmn/login: `pwd` is the hash of the password made in the browser. */
export const LoginBodySchema = v.object({
  email: EmailSchema,
  pwd: PwdHashSchema,
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
export const UnsubscribeQuerySchema = v.object({ emailHash: EmailTokenSchema });

const trimmed = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max));

/** Body of POST /cmn/auth/user (sign-up, spec 1 section 3 "Sign-up payload"). */
export const SignUpBodySchema = v.object({
  email: v.pipe(EmailSchema, v.regex(memberPatterns.email)),
  pwd: PwdHashSchema,
  name: v.pipe(trimmed(100), v.regex(memberPatterns.signUpName)),
  lang: LangSchema,
  country: CountryCodeSchema,
  mobileCountry: v.pipe(v.string(), v.regex(memberPatterns.mobileCountry)),
  mobileNumber: v.pipe(trimmed(30), v.regex(memberPatterns.signUpMobile)),
  flagSubscribe: v.optional(v.boolean(), true),
});
/** The sign-up payload. */
export type SignUpBody = v.InferInput<typeof SignUpBodySchema>;

/** Body of PUT /cmn/auth/user (my information; the email cannot change). */
export const ProfileBodySchema = v.object({
  name: v.pipe(trimmed(100), v.regex(memberPatterns.profileName)),
  country: CountryCodeSchema,
  mobileCountry: v.pipe(v.string(), v.regex(memberPatterns.mobileCountry)),
  mobileNumber: v.pipe(trimmed(30), v.regex(memberPatterns.profileMobile)),
  flagSubscribe: v.boolean(),
});
/** The my-information payload. */
export type ProfileBody = v.InferInput<typeof ProfileBodySchema>;

/** Query of GET /cmn/user/password (forgot password: sends the reset mail). */
export const ForgotPasswordQuerySchema = v.object({ email: EmailSchema, country: CountryCodeSchema });
/** Body of PUT /cmn/user/password: the reset link's token and the new password's browser hash. */
export const ResetPasswordBodySchema = v.object({ emailHash: EmailTokenSchema, pwd: PwdHashSchema });

/**
 * Body of POST /cmn/user/password/change (a signed-in buyer changes their password on My
 * information): the current password's browser hash and the new one's.
 */
export const ChangeOwnPasswordBodySchema = v.object({ currentPwd: PwdHashSchema, pwd: PwdHashSchema });
/** The change-password payload. */
export type ChangeOwnPasswordBody = v.InferInput<typeof ChangeOwnPasswordBodySchema>;

/**
 * Answer of PUT /cmn/user/password. `bookingId` comes with the link a visitor's booking mailed
 * (set a password to follow it): the account is then confirmed and signed in, and the page goes
 * to that booking.
 */
export const SetPasswordAnswerSchema = v.object({ ok: v.literal(true), bookingId: v.optional(v.number()) });
/** Query of GET /cmn/user/confirm (resend the confirmation mail). */
export const ResendConfirmQuerySchema = v.object({ email: EmailSchema });
/** Query of PUT /cmn/user/confirm: the confirmation link's token. */
export const ConfirmEmailQuerySchema = v.object({ emailHash: EmailTokenSchema });

/**
 * The api's error codes of the member calls the screens tell apart (spec 1 section 8).
 * Anything else is the catalogued "other" message of the call.
 */
export const memberErrorCodes = {
  /** POST /cmn/auth/user: 400, the email already has an account. */
  emailDuplicate: 'USER_EMAIL_DUPLICATE',
  /** POST /cmn/auth/user: 403, the request comes from South Korea. */
  koreaBlocked: 'KOREA_BLOCKED',
  /** POST /cmn/login: 403, right password but the email is not confirmed yet. */
  emailNotConfirmed: 'EMAIL_NOT_CONFIRMED',
  /** GET /cmn/user/password: 400, an account has this email but not this country. */
  userNotMatched: 'USER_NOT_MATCHED',
  /** GET /cmn/user/password, GET /cmn/user/confirm: 404, no account has this email. */
  userNotFound: 'USER_NOT_FOUND',
  /** PUT /cmn/user/confirm, PUT /cmn/user/password: 400, the link is unknown, used or expired. */
  tokenInvalid: 'TOKEN_INVALID',
  /** POST /cmn/user/password/change: 400, the current password is not the account's. */
  currentPasswordWrong: 'CURRENT_PASSWORD_WRONG',
  /** Any rate-limited call: 429. */
  rateLimited: 'RATE_LIMITED',
} as const;
