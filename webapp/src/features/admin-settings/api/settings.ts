// The settings screen's calls: GET get_all_settings, POST save_variables (docs/api.md 'Settings'), and the own
// account: POST /api/edit-user-from-settings/{id}.
import { api } from '../../../lib/api-client';
import type { SettingsVariable } from '../settings-form';

export interface AllSettings {
  variables: SettingsVariable[];
  onderwerpen: unknown[];
  categories: string[];
}

export function getAllSettings(): Promise<AllSettings> {
  return api.get<AllSettings>('/web/admin/get_all_settings');
}

export function previewMailText(key: string, text: string): Promise<{ subject: string; html: string; text: string }> {
  return api.post('/web/admin/preview_mail_text', { key, text });
}

export function saveVariables(payload: Record<string, string | number>): Promise<{ message: string }> {
  return api.post<{ message: string }>('/web/admin/save_variables', payload);
}

/** No `rol`: nobody changes their role here (issue 25, item 22). */
export interface OwnAccountFields {
  name: string;
  email: string;
  telefoonnummer: string;
  huidig_wachtwoord?: string;
  password?: string;
  password_confirmation?: string;
}

export interface OwnAccountAnswer {
  message: string;
  user?: { email: string };
}

export function saveOwnAccount(userId: number, fields: OwnAccountFields): Promise<OwnAccountAnswer> {
  return api.post<OwnAccountAnswer>(`/api/edit-user-from-settings/${userId}`, fields);
}

/** POST /web/admin/upload-publication/{key} (multipart `file`): stores a PDF for a file_upload variable at once. */
export function uploadDocument(key: string, file: File): Promise<{ message: string; key: string; value: string }> {
  const body = new FormData();
  body.append('file', file);
  return api.post(`/web/admin/upload-publication/${encodeURIComponent(key)}`, body);
}
