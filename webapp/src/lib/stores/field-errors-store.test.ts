import { beforeEach, describe, expect, it } from 'vitest';
import { clearAllFieldErrors, clearFieldError, useFieldErrorsStore } from './field-errors-store';

describe('field errors store', () => {
  beforeEach(() => clearAllFieldErrors());

  it('editing a field clears only its own error', () => {
    useFieldErrorsStore.getState().setErrors({ email: ['Onjuist e-mailadres.'], vraag: ['Verplicht.'] });
    clearFieldError('email');
    expect(useFieldErrorsStore.getState().errors).toEqual({ vraag: ['Verplicht.'] });
  });

  it('clearing a field without an error changes nothing', () => {
    useFieldErrorsStore.getState().setErrors({ vraag: ['Verplicht.'] });
    const before = useFieldErrorsStore.getState().errors;
    clearFieldError('email');
    expect(useFieldErrorsStore.getState().errors).toBe(before);
  });

  it('clearAll empties every error (before each navigation)', () => {
    useFieldErrorsStore.getState().setErrors({ 'products.0.hoeveelheid': ['Te veel.'] });
    clearAllFieldErrors();
    expect(useFieldErrorsStore.getState().errors).toEqual({});
  });
});
