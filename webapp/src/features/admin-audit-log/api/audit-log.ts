// GET /web/admin/audit-log (paged, newest first; docs/api.md 'Audit trail').
import { api } from '../../../lib/api-client';
import type { PageOf } from '../../../lib/paging';
import { auditLogUrl, type AuditEntry, type AuditListParams } from '../audit-log';

export function getAuditLog(list: AuditListParams, signal?: AbortSignal): Promise<PageOf<AuditEntry>> {
  return api.get<PageOf<AuditEntry>>(auditLogUrl(list), signal ? { signal } : {});
}
