import { describe, expect, it } from 'vitest';
import { ApiError, ValidationError } from '../../lib/api-errors';
import {
  codeFailure,
  codeProblems,
  credentialsFailure,
  credentialsProblems,
  messageIn,
  newPasswordProblems,
  normalizeCode,
  passwordChangeFailure,
  resendFailure,
  serverMessage,
} from './login-flow';

const wrongCode = new ValidationError(
  { message: 'onjuiste code.', errors: { code: ['onjuiste code.'] } },
  'onjuiste code.',
  { code: ['onjuiste code.'] },
);

describe('login failures', () => {
  it('tells a locked account (450) from wrong credentials (422) and other failures', () => {
    expect(credentialsFailure(new ApiError(450, { message: 'vergrendeld' }))).toBe('locked');
    expect(credentialsFailure(new ValidationError({}, 'x', { email: ['onbekend'] }))).toBe('fields');
    expect(credentialsFailure(new ApiError(429, {}))).toBe('handled');
    expect(credentialsFailure(new ApiError(0, null))).toBe('failed');
    expect(credentialsFailure(new ApiError(500, 'boom'))).toBe('failed');
  });

  it('recognises a wrong code, an expired attempt and a lock in the code step', () => {
    expect(codeFailure(wrongCode)).toBe('wrong-code');
    expect(codeFailure(new ApiError(451, { message: 'Inlogpoging verlopen. Probeer het opnieuw.' }))).toBe('expired');
    expect(codeFailure(new ApiError(450, {}))).toBe('locked');
    expect(codeFailure(new ValidationError({}, 'De invoer is niet geldig.', { user: ['verplicht'] }))).toBe('fields');
  });

  it('reads 451 on resend as too soon', () => {
    expect(resendFailure(new ApiError(451, {}))).toBe('too-soon');
    expect(resendFailure(new ApiError(503, {}))).toBe('handled');
    expect(resendFailure(new ApiError(0, null))).toBe('failed');
  });

  it('reads the token error of a password change as an invalid link', () => {
    const invalid = new ValidationError({ message: 'token is ongeldig' }, 'token is ongeldig', {
      token: ['token is ongeldig'],
    });
    expect(passwordChangeFailure(invalid)).toBe('invalid-link');
    const weak = new ValidationError({}, 'kort', { password: ['Het wachtwoord moet minimaal 10 tekens lang zijn.'] });
    expect(passwordChangeFailure(weak)).toBe('fields');
  });

  it('uses the server message when there is one', () => {
    expect(serverMessage(new ApiError(451, { message: 'Laatste email' }), 'x')).toBe('Laatste email');
    expect(serverMessage(new ApiError(451, null), 'fallback')).toBe('fallback');
    expect(serverMessage(new Error('nee'), 'fallback')).toBe('fallback');
    expect(messageIn({ message: '' }, 'fallback')).toBe('fallback');
  });
});

describe('input checks', () => {
  it('keeps only six digits of a typed or pasted code', () => {
    expect(normalizeCode('123 456')).toBe('123456');
    expect(normalizeCode('12a3')).toBe('123');
    expect(normalizeCode('12345678')).toBe('123456');
  });

  it('asks for both credentials and a complete code', () => {
    expect(credentialsProblems(' ', '')).toEqual({
      email: ['Vul uw e-mailadres in.'],
      password: ['Vul uw wachtwoord in.'],
    });
    expect(credentialsProblems('a@b.nl', 'geheim')).toEqual({});
    expect(codeProblems('12345')).toHaveProperty('code');
    expect(codeProblems('123456')).toEqual({});
  });

  it('checks the length and the confirmation of a new password', () => {
    expect(newPasswordProblems('kort', 'kort')).toEqual({
      password: ['Het wachtwoord moet minimaal 10 tekens lang zijn.'],
    });
    expect(newPasswordProblems('lang genoeg wachtwoord', 'anders')).toEqual({
      password_confirmation: ['De wachtwoorden komen niet overeen.'],
    });
    expect(newPasswordProblems('lang genoeg wachtwoord', 'lang genoeg wachtwoord')).toEqual({});
  });
});
