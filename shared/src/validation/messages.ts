/**
 * The messages of the form rules (spec 1 section 5) as lazy Lingui descriptors: the schemas
 * translate them when they run, and a form may also render them with `i18n._(descriptor)`.
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Every message of the form rules; the English text is the spec's wording. */
export const validationMessages = {
  required: msg`This field is required`,
  newsletterEmail: msg({ message: 'Please enter a valid email address.', comment: 'Key emailNotification.modal01: the newsletter email does not match the email pattern' }),
  signUpEmail: msg`Please enter a valid email`,
  signUpPassword: msg`must be eight characters or more`,
  confirmPassword: msg`please enter your password again`,
  signUpName: msg`use English letters only`,
  signUpMobile: msg`Use numbers(0-9) only`,
  profileName: msg`Please write your name in english only.`,
  profileMobile: msg`Use numbers(0-9) only(except hyphen)`,
  changePassword: msg`Password must be 8 characters or more.`,
  forgotPasswordEmail: msg`Invalid email address`,
  contactRequired: msg`You can't leave this empty.`,
  contactName: msg`Use English (a-z) letters only.`,
  contactEmail: msg`please enter a valid email`,
  contactCountry: msg`Country Is Required`,
  contactMobileCountry: msg`mobileCountry Number Is Required`,
  contactMobile: msg`Use numbers(0-9) only.`,
} satisfies Record<string, MessageDescriptor>;

/** A key of validationMessages. */
export type ValidationMessageKey = keyof typeof validationMessages;

/**
 * The descriptor in the active language. Before a locale is active (unit tests of pure rules,
 * early boot) Lingui would throw, so the English source text is returned instead.
 */
export function translate(descriptor: MessageDescriptor): string {
  if (!i18n.locale) return descriptor.message ?? descriptor.id;
  return i18n._(descriptor);
}

/** A valibot message that is translated each time the rule fails (so it follows the active language). */
export const message = (key: ValidationMessageKey) => () => translate(validationMessages[key]);

/** The same for a text of an app's own catalog (a form's message that is not one of the spec's). */
export const messageFrom = (descriptor: MessageDescriptor) => () => translate(descriptor);
