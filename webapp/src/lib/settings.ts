// The site settings (GET /web/get-settings), fetched once at start; useVariable(key) reads one variable.
import { api } from './api-client';
import { createQuery, type QueryResult, useQuery } from './query';

export type VariableValue = string | number;

export interface SiteVariable {
  key: string;
  /** 1 or 0 for switches and checkboxes, otherwise a string (editor values are sanitised HTML). */
  value: VariableValue;
  name: string;
  type: string;
  category: string;
  options: string[] | null;
}

export interface SiteSettings {
  variables: SiteVariable[];
  onderwerpen: unknown[];
  pictures: string[];
  admin: null | { variables: SiteVariable[]; rollen?: string[] };
}

export const settingsQuery = createQuery(() => api.get<SiteSettings>('/web/get-settings'));

export function useSettings(): QueryResult<SiteSettings> {
  return useQuery(settingsQuery);
}

export function findVariable(settings: SiteSettings | undefined, key: string): VariableValue | undefined {
  if (!settings) return undefined;
  const found =
    settings.variables.find((variable) => variable.key === key) ??
    settings.admin?.variables.find((variable) => variable.key === key);
  return found?.value;
}

/**
 * A variable meant to be shown as HTML: only editor variables (sanitised on the server) qualify. Any other type
 * (plain input text, switches) gives '' so it can never be injected as HTML (docs/security.md).
 */
export function findHtmlVariable(settings: SiteSettings | undefined, key: string): string {
  if (!settings) return '';
  const found =
    settings.variables.find((variable) => variable.key === key) ??
    settings.admin?.variables.find((variable) => variable.key === key);
  return found?.type === 'editor' ? String(found.value) : '';
}

/** One variable's value, or undefined while the settings load (or when it does not exist). */
export function useVariable(key: string): VariableValue | undefined {
  return findVariable(useSettings().data, key);
}

/** A variable as text: '' while loading or when empty. */
export function useTextVariable(key: string): string {
  const value = useVariable(key);
  return value === undefined ? '' : String(value);
}
