import { describe, expect, it } from 'vitest';
import { VALIDATION } from './messages.js';
import {
  isValidEmail,
  isValidOtp,
  sanitizeOtp,
  validateResetPassword,
  validateSignUp,
} from './validation.js';

describe('validateSignUp', () => {
  it.each([
    ['all empty', { email: '', password: '', confirmPassword: '' }, VALIDATION.missingFields],
    [
      'blank email',
      { email: '  ', password: 'longenough', confirmPassword: 'longenough' },
      VALIDATION.missingFields,
    ],
    [
      'no confirm',
      { email: 'a@b.co', password: 'longenough', confirmPassword: '' },
      VALIDATION.missingFields,
    ],
    [
      'missing fields before bad email',
      { email: 'nope', password: '', confirmPassword: 'x' },
      VALIDATION.missingFields,
    ],
    [
      'no @',
      { email: 'jane.acme.com', password: 'longenough', confirmPassword: 'longenough' },
      VALIDATION.invalidEmail,
    ],
    [
      'no dot after @',
      { email: 'jane@acme', password: 'longenough', confirmPassword: 'longenough' },
      VALIDATION.invalidEmail,
    ],
    [
      'space inside',
      { email: 'ja ne@acme.com', password: 'longenough', confirmPassword: 'longenough' },
      VALIDATION.invalidEmail,
    ],
    [
      'bad email before short password',
      { email: 'x', password: 'short', confirmPassword: 'other' },
      VALIDATION.invalidEmail,
    ],
    [
      '7 characters',
      { email: 'jane@acme.com', password: '1234567', confirmPassword: '1234567' },
      VALIDATION.passwordTooShort,
    ],
    [
      'short before mismatch',
      { email: 'jane@acme.com', password: 'short', confirmPassword: 'other' },
      VALIDATION.passwordTooShort,
    ],
    [
      'mismatch',
      { email: 'jane@acme.com', password: '12345678', confirmPassword: '12345679' },
      VALIDATION.passwordsDontMatch,
    ],
    ['valid, exactly 8', { email: 'jane@acme.com', password: '12345678', confirmPassword: '12345678' }, null],
    [
      'valid, padded email',
      { email: ' jane@acme.co.uk ', password: 'correct horse', confirmPassword: 'correct horse' },
      null,
    ],
  ])('%s', (_, input, expected) => {
    expect(validateSignUp(input)).toEqual(expected);
  });

  it('uses the spec texts', () => {
    expect(validateSignUp({ email: '', password: '', confirmPassword: '' })).toEqual({
      title: 'Missing fields',
      description: 'Please fill in all required fields',
    });
    expect(validateSignUp({ email: 'a@b.c', password: '1', confirmPassword: '1' })?.description).toBe(
      'Password must be at least 8 characters long',
    );
  });
});

describe('validateResetPassword', () => {
  it.each([
    ['mismatch', 'abcdefgh', 'abcdefgi', 'Passwords do not match'],
    ['match but short', 'abc', 'abc', 'Password must be at least 8 characters long'],
    ['valid', 'abcdefgh', 'abcdefgh', null],
  ])('%s', (_, password, confirm, description) => {
    expect(validateResetPassword(password, confirm)?.description ?? null).toBe(description);
  });
});

describe('email and OTP', () => {
  it.each([
    ['a@b.c', true],
    ['first.last+tag@sub.example.org', true],
    ['a@b', false],
    ['@b.c', false],
    ['a@.c', false], // the spec's pattern needs text between @ and the dot
    ['', false],
  ])('isValidEmail(%j) is %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it.each([
    ['123456', true],
    ['012345', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    [' 123456', false],
  ])('isValidOtp(%j) is %s', (otp, valid) => {
    expect(isValidOtp(otp)).toBe(valid);
  });

  it('keeps only six digits of typed or pasted input', () => {
    expect(sanitizeOtp('12-34 56 78')).toBe('123456');
    expect(sanitizeOtp('abc')).toBe('');
  });
});
