/**
 * The form rules of spec 1 section 5 as valibot schemas. Forms feed the object schemas to
 * react-hook-form through `@hookform/resolvers/valibot` (mode 'onChange': the spec validates
 * on every change), so each rule exists once for every app.
 */
import * as v from 'valibot';
import { memberPatterns } from '../contract/member';
import { message } from './messages';

/** The newsletter's "simple email pattern": something@something.something, no spaces. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The standard email pattern of sign-up and forgot password. */
export const EMAIL_PATTERN = memberPatterns.email;
/** Minimum password length (spec 1 section 9). */
export const PASSWORD_MIN_LENGTH = 8;

/** A required text: empty or only spaces shows 'This field is required'. */
export const requiredText = () => v.pipe(v.string(message('required')), v.trim(), v.nonEmpty(message('required')));

/** A required choice (country, mobile country code): nothing chosen shows 'This field is required'. */
export const requiredChoice = () => v.pipe(v.string(message('required')), v.nonEmpty(message('required')));

/** Newsletter email: required, simple email pattern, else the emailNotification.modal01 message. */
export const newsletterEmail = v.pipe(requiredText(), v.regex(SIMPLE_EMAIL_PATTERN, message('newsletterEmail')));

/** Sign-up email: required, standard email pattern, else 'Please enter a valid email'. */
export const signUpEmail = v.pipe(requiredText(), v.regex(EMAIL_PATTERN, message('signUpEmail')));

/** Sign-up password: required, at least 8 characters ('must be eight characters or more'). */
export const signUpPassword = v.pipe(requiredChoice(), v.minLength(PASSWORD_MIN_LENGTH, message('signUpPassword')));

/** Sign-up name: required, English letters and spaces only ('use English letters only'). */
export const signUpName = v.pipe(requiredText(), v.regex(memberPatterns.signUpName, message('signUpName')));

/** Sign-up mobile number: required; digits, comma and hyphen only ('Use numbers(0-9) only'). */
export const signUpMobile = v.pipe(requiredText(), v.regex(memberPatterns.signUpMobile, message('signUpMobile')));

/** Profile name: required, starts with an English letter ('Please write your name in english only.'). */
export const profileName = v.pipe(requiredText(), v.regex(memberPatterns.profileName, message('profileName')));

/** Profile mobile number: required; digits and hyphen only ('Use numbers(0-9) only(except hyphen)'). */
export const profileMobile = v.pipe(requiredText(), v.regex(memberPatterns.profileMobile, message('profileMobile')));

/** New password of change password: required, at least 8 characters ('Password must be 8 characters or more.'). */
export const changePasswordValue = v.pipe(requiredChoice(), v.minLength(PASSWORD_MIN_LENGTH, message('changePassword')));

/** Forgot-password email: required, standard email pattern, else 'Invalid email address'. */
export const forgotPasswordEmail = v.pipe(requiredText(), v.regex(EMAIL_PATTERN, message('forgotPasswordEmail')));

/** Newsletter form (spec 1 sections 4, 5): email and country. */
export const newsletterSchema = v.object({ email: newsletterEmail, country: requiredChoice() });

/** Sign-up form: email, password, confirmPassword, notification checkbox, name, country, mobile country code and number. */
export const signUpSchema = v.pipe(
  v.object({
    email: signUpEmail,
    password: signUpPassword,
    confirmPassword: requiredChoice(),
    flagSubscribe: v.boolean(),
    name: signUpName,
    country: requiredChoice(),
    mobileCountry: requiredChoice(),
    mobileNumber: signUpMobile,
  }),
  // The mismatch error belongs to confirmPassword ('please enter your password again').
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, message('confirmPassword')),
    ['confirmPassword'],
  ),
);

/** Sign-in form: email and password required. */
export const signInSchema = v.object({ email: requiredText(), password: requiredChoice() });

/** Password re-entry before my information: required. */
export const passwordConfirmSchema = v.object({ password: requiredChoice() });

/** Forgot-password form: a valid email and a country. */
export const forgotPasswordSchema = v.object({ email: forgotPasswordEmail, country: requiredChoice() });

/** Change-password form: new password (8+) and a matching confirmation. */
export const changePasswordSchema = v.pipe(
  v.object({ password: changePasswordValue, confirmPassword: requiredChoice() }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, message('confirmPassword')),
    ['confirmPassword'],
  ),
);

/**
 * A signed-in buyer's change of password (My information): the current password, then a new one
 * and its confirmation under the same rules and messages as the reset link's form.
 */
export const ownPasswordChangeSchema = v.pipe(
  v.object({ currentPassword: requiredChoice(), password: changePasswordValue, confirmPassword: requiredChoice() }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, message('confirmPassword')),
    ['confirmPassword'],
  ),
);

/** My-information form: editable name, country, mobile code and number, notification flag (email is read-only). */
export const profileSchema = v.object({
  name: profileName,
  country: requiredChoice(),
  mobileCountry: requiredChoice(),
  mobileNumber: profileMobile,
  flagSubscribe: v.boolean(),
});

/** Values of the newsletter form. */
export type NewsletterValues = v.InferInput<typeof newsletterSchema>;
/** Values of the sign-up form. */
export type SignUpValues = v.InferInput<typeof signUpSchema>;
/** Values of the sign-in form. */
export type SignInValues = v.InferInput<typeof signInSchema>;
/** Values of the password re-entry form. */
export type PasswordConfirmValues = v.InferInput<typeof passwordConfirmSchema>;
/** Values of the forgot-password form. */
export type ForgotPasswordValues = v.InferInput<typeof forgotPasswordSchema>;
/** Values of the change-password form. */
export type ChangePasswordValues = v.InferInput<typeof changePasswordSchema>;
/** Values of My information's change-password form. */
export type OwnPasswordChangeValues = v.InferInput<typeof ownPasswordChangeSchema>;
/** Values of the my-information form. */
export type ProfileValues = v.InferInput<typeof profileSchema>;

/** The first error message of `value` against `schema`, or null when valid (for one-off checks and tests). */
export function firstError(schema: v.GenericSchema, value: unknown): string | null {
  const r = v.safeParse(schema, value, { abortPipeEarly: true });
  return r.success ? null : (r.issues[0]?.message ?? null);
}
