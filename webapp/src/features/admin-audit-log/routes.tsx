// The audit trail (Logboek, managers only; docs/decisions/0020-audit-trail.md). Paths are relative to /admin; the
// screen is lazy-loaded so public pages never load it.
import type { RouteObject } from 'react-router';

export const adminAuditLogRoutes: RouteObject[] = [
  {
    id: 'logboek',
    path: 'logboek',
    lazy: async () => ({ Component: (await import('./components/audit-log-page')).AuditLogPage }),
  },
];
