// GET /web/admin/audit-log (paged, newest first; docs/api.md 'Audit trail').
import { api } from '../../../lib/api-client';
import type { Paged } from '../../../lib/paged';
import { auditLogUrl, type AuditEntry, type AuditListParams } from '../audit-log';

export function getAuditLog(list: AuditListParams, signal?: AbortSignal): Promise<Paged<AuditEntry>> {
  return api.get<Paged<AuditEntry>>(auditLogUrl(list), signal ? { signal } : {});
}
