// The settings calls of the dashboard (docs/api.md 'Settings'): GET get_all_settings, POST save_variables.
import { api } from '../../../lib/api-client';
import type { SavePayload, SettingsVariable } from '../shop-settings';

export interface AllSettings {
  variables: SettingsVariable[];
  onderwerpen: unknown[];
  categories: string[];
}

export interface SaveAnswer {
  message: string;
}

export function getAllSettings(): Promise<AllSettings> {
  return api.get<AllSettings>('/web/admin/get_all_settings');
}

/** Saves the keys of one category; answers {message: 'Variabelen opgeslagen'}. */
export function saveVariables(payload: SavePayload): Promise<SaveAnswer> {
  return api.post<SaveAnswer>('/web/admin/save_variables', payload);
}
