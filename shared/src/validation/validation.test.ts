import { createHash, webcrypto } from 'node:crypto';
import * as v from 'valibot';
import { i18n } from '@lingui/core';
import {
  changePasswordSchema, contactFormSchema, firstError, forgotPasswordSchema, hashPassword, newsletterSchema, passwordConfirmSchema, passwordStrength,
  profileSchema, sanitizeEmailInput, sha256Fallback, signInSchema, signUpSchema, validationMessages,
} from './index';

/** Messages of a failed parse, by field path. */
function errors(schema: v.GenericSchema, value: unknown): Record<string, string> {
  const r = v.safeParse(schema, value);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const issue of r.issues) {
    const key = v.getDotPath(issue) ?? '';
    out[key] ??= issue.message;
  }
  return out;
}

const signUp = {
  email: 'buyer@example.com',
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
  flagSubscribe: true,
  name: 'John Smith',
  country: 'C0100',
  mobileCountry: '+1',
  mobileNumber: '555-123,4',
};

describe('newsletter', () => {
  it('accepts a plain email and a country', () => {
    expect(v.safeParse(newsletterSchema, { email: 'a@b.co', country: 'C0100' }).success).toBe(true);
  });
  it('rejects a malformed email with the emailNotification.modal01 message', () => {
    for (const email of ['abc', 'a@b', 'a b@c.de', '@b.co']) {
      expect(errors(newsletterSchema, { email, country: 'C0100' })).toEqual({ email: 'Please enter a valid email address.' });
    }
  });
  it('requires both fields', () => {
    expect(errors(newsletterSchema, { email: '  ', country: '' })).toEqual({ email: 'This field is required', country: 'This field is required' });
  });
});

describe('sign-up', () => {
  it('accepts a complete form', () => {
    expect(errors(signUpSchema, signUp)).toEqual({});
  });
  it('email: standard pattern, "Please enter a valid email"', () => {
    expect(errors(signUpSchema, { ...signUp, email: 'buyer@example' })).toEqual({ email: 'Please enter a valid email' });
    expect(errors(signUpSchema, { ...signUp, email: '' }).email).toBe('This field is required');
  });
  it('password: at least eight characters', () => {
    expect(errors(signUpSchema, { ...signUp, password: 'Ab#1234', confirmPassword: 'Ab#1234' })).toEqual({ password: 'must be eight characters or more' });
    expect(errors(signUpSchema, { ...signUp, password: '12345678', confirmPassword: '12345678' })).toEqual({});
    expect(errors(signUpSchema, { ...signUp, password: '', confirmPassword: '' }).password).toBe('This field is required');
  });
  it('confirmPassword must equal the password', () => {
    expect(errors(signUpSchema, { ...signUp, confirmPassword: 'Secret#124' })).toEqual({ confirmPassword: 'please enter your password again' });
  });
  it('name: English letters and spaces only', () => {
    expect(errors(signUpSchema, { ...signUp, name: 'José' })).toEqual({ name: 'use English letters only' });
    expect(errors(signUpSchema, { ...signUp, name: 'John2' })).toEqual({ name: 'use English letters only' });
    expect(errors(signUpSchema, { ...signUp, name: '' }).name).toBe('This field is required');
  });
  it('mobile: digits, comma and hyphen only', () => {
    expect(errors(signUpSchema, { ...signUp, mobileNumber: '010 1234' })).toEqual({ mobileNumber: 'Use numbers(0-9) only' });
    expect(errors(signUpSchema, { ...signUp, mobileNumber: '+7999' })).toEqual({ mobileNumber: 'Use numbers(0-9) only' });
    expect(errors(signUpSchema, { ...signUp, mobileNumber: '' }).mobileNumber).toBe('This field is required');
  });
  it('country and mobile country code are required', () => {
    expect(errors(signUpSchema, { ...signUp, country: '', mobileCountry: '' })).toEqual({ country: 'This field is required', mobileCountry: 'This field is required' });
  });
});

describe('sanitizeEmailInput', () => {
  it('keeps only letters, digits, @ and dot', () => {
    expect(sanitizeEmailInput(' jo hn+tag_1@ex-ample.com! ')).toBe('johntag1@example.com');
    expect(sanitizeEmailInput('Ünïcode@mail.ru')).toBe('ncode@mail.ru');
  });
});

describe('passwordStrength', () => {
  it.each([
    ['Abcdef1!', 'Strong'],
    ['abcdef1!', 'Good'],
    ['abcdefg1', 'Weak'],
    ['Abc1!', 'Weak'],
    ['ABCDEF1!', 'Weak'],
    ['Abcdefgh!', 'Weak'],
    ['', 'Weak'],
  ])('%s is %s', (pwd, expected) => {
    expect(passwordStrength(pwd)).toBe(expected);
  });
});

describe('profile', () => {
  const profile = { name: 'Ann Lee', country: 'C0100', mobileCountry: '+1', mobileNumber: '010-1234', flagSubscribe: false };
  it('name must start with an English letter', () => {
    expect(errors(profileSchema, profile)).toEqual({});
    expect(errors(profileSchema, { ...profile, name: '1Ann' })).toEqual({ name: 'Please write your name in english only.' });
    expect(errors(profileSchema, { ...profile, name: 'Ёлка' })).toEqual({ name: 'Please write your name in english only.' });
  });
  it('mobile: digits and hyphen only', () => {
    expect(errors(profileSchema, { ...profile, mobileNumber: '010,1234' })).toEqual({ mobileNumber: 'Use numbers(0-9) only(except hyphen)' });
  });
});

describe('change password', () => {
  it('needs 8+ characters and a matching confirmation', () => {
    expect(errors(changePasswordSchema, { password: 'short', confirmPassword: 'short' })).toEqual({ password: 'Password must be 8 characters or more.' });
    expect(errors(changePasswordSchema, { password: 'longenough', confirmPassword: 'longenougH' })).toEqual({ confirmPassword: 'please enter your password again' });
    expect(errors(changePasswordSchema, { password: 'longenough', confirmPassword: 'longenough' })).toEqual({});
  });
});

describe('sign-in, password re-entry and forgot password', () => {
  it('sign-in requires email and password', () => {
    expect(errors(signInSchema, { email: '', password: '' })).toEqual({ email: 'This field is required', password: 'This field is required' });
    expect(errors(signInSchema, { email: 'a@b.co', password: 'x' })).toEqual({});
  });
  it('password re-entry is required', () => {
    expect(firstError(passwordConfirmSchema, { password: '' })).toBe('This field is required');
  });
  it('forgot password: "Invalid email address" and a country', () => {
    expect(errors(forgotPasswordSchema, { email: 'nope', country: '' })).toEqual({ email: 'Invalid email address', country: 'This field is required' });
    expect(errors(forgotPasswordSchema, { email: 'a@b.co', country: 'C0100' })).toEqual({});
  });
});

describe('translated messages', () => {
  afterEach(() => i18n.activate('en'));
  it('follow the active language', () => {
    i18n.load({ en: {}, es: { [validationMessages.required.id]: 'Este campo es obligatorio' } });
    i18n.activate('es');
    expect(firstError(signInSchema, { email: '', password: 'x' })).toBe('Este campo es obligatorio');
  });
});

describe('hashPassword', () => {
  const ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
  const EMPTY = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
  const original = globalThis.crypto;
  afterEach(() => Object.defineProperty(globalThis, 'crypto', { value: original, configurable: true }));

  it('is the hex SHA-256 through WebCrypto', async () => {
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
    expect(await hashPassword('abc')).toBe(ABC);
    expect(await hashPassword('')).toBe(EMPTY);
  });

  it('gives the same digest without WebCrypto (insecure contexts), also for long and non-ASCII input', async () => {
    Object.defineProperty(globalThis, 'crypto', { value: {}, configurable: true });
    expect(await hashPassword('abc')).toBe(ABC);
    expect(await hashPassword('')).toBe(EMPTY);
    const nodeHex = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
    for (const s of ['пароль-Ñandú-🚢', 'x'.repeat(55), 'y'.repeat(56), 'z'.repeat(64), 'q'.repeat(1000)]) {
      expect(await hashPassword(s)).toBe(nodeHex(s));
    }
    expect(sha256Fallback(new Uint8Array(0))).toHaveLength(32);
  });
});

describe('contact form (spec 2 section 5)', () => {
  const ok = { name: 'Kwame Mensah', email: 'kwame.m-1@mail.example.com', country: 'C0820', mobileCountry: '233', mobileNumber: '24-555', memo: '' };
  const errorOf = (patch: Partial<typeof ok>) => {
    const r = v.safeParse(contactFormSchema({ tooLong: 'Too long' }), { ...ok, ...patch }, { abortPipeEarly: true });
    return r.success ? null : r.issues[0]!.message;
  };
  it('accepts a complete form', () => expect(errorOf({})).toBeNull());
  it('answers the spec message of each field', () => {
    expect(errorOf({ name: '   ' })).toBe("You can't leave this empty.");
    expect(errorOf({ name: 'José' })).toBe('Use English (a-z) letters only.');
    expect(errorOf({ email: 'kwame@example' })).toBe('please enter a valid email');
    expect(errorOf({ email: 'kw ame@example.com' })).toBe('please enter a valid email');
    expect(errorOf({ country: '' })).toBe('Country Is Required');
    expect(errorOf({ mobileCountry: '' })).toBe('mobileCountry Number Is Required');
    expect(errorOf({ mobileNumber: '+233 24' })).toBe('Use numbers(0-9) only.');
  });
});
