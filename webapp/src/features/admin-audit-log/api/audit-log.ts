// GET /web/admin/audit-log (paged, newest first; docs/api.md 'Audit trail').
import { api } from '../../../lib/api-client';
import { createQuery } from '../../../lib/query';
import type { Paged } from '../../../lib/paged';
import { auditLogUrl, type AuditEntry, type AuditListParams } from '../audit-log';

export function getAuditLog(list: AuditListParams, signal?: AbortSignal): Promise<Paged<AuditEntry>> {
  return api.get<Paged<AuditEntry>>(auditLogUrl(list), signal ? { signal } : {});
}

/** One line of the privacy log (GET /web/admin/privacy-log: the last 200, newest first). */
export interface PrivacyLogLine {
  id: number;
  at: string;
  action: string;
  customer_id: number | null;
  user_id: number | null;
  user_name: string;
  detail: string;
}

export const privacyLogQuery = createQuery(() => api.get<PrivacyLogLine[]>('/web/admin/privacy-log'));
