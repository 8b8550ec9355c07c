// Server validation errors (HTTP 422) per field, shown under the matching inputs until the field is edited.
import { create } from 'zustand';
import type { FieldErrors } from '../api-errors';

interface FieldErrorsState {
  errors: FieldErrors;
  setErrors: (errors: FieldErrors) => void;
  clearField: (field: string) => void;
  clearAll: () => void;
}

export const useFieldErrorsStore = create<FieldErrorsState>()((set, get) => ({
  errors: {},
  setErrors: (errors) => set({ errors }),
  clearField: (field) => {
    if (field in get().errors) {
      const { [field]: _removed, ...rest } = get().errors;
      set({ errors: rest });
    }
  },
  clearAll: () => {
    if (Object.keys(get().errors).length > 0) set({ errors: {} });
  },
}));

/** The first message for a field (what the input shows), or undefined. */
export function useFieldError(field: string): string | undefined {
  return useFieldErrorsStore((state) => state.errors[field]?.[0]);
}

/** All messages for a field, for lists such as `cart`. */
export function useFieldErrorList(field: string): readonly string[] {
  return useFieldErrorsStore((state) => state.errors[field] ?? NO_MESSAGES);
}

const NO_MESSAGES: readonly string[] = [];

/** Call from an input's onChange: editing a field clears its error. */
export function clearFieldError(field: string): void {
  useFieldErrorsStore.getState().clearField(field);
}

export function clearAllFieldErrors(): void {
  useFieldErrorsStore.getState().clearAll();
}
