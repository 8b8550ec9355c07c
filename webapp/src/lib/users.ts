// The staff accounts (GET /web/admin/get_users), shared by the users screen and the audit log's filter: one query,
// one cache.
import { api } from './api-client';
import { createQuery } from './query';

export type UserStatus = 'actief' | 'gedeactiveerd';

/** One staff account as GET /web/admin/get_users and refresh_user/{id} return it. */
export interface AdminUser {
  id: number;
  name: string;
  email: string;
  telefoonnummer: string;
  rol: string;
  status: UserStatus;
  vergrendeld: boolean;
  /** When the last invitation was sent (UTC ISO), or null. */
  uitgenodigd: string | null;
  /** The last login (UTC ISO), or null. */
  laatste_inlog: string | null;
  wachtwoord_ingesteld: boolean;
}

export const usersQuery = createQuery(() => api.get<AdminUser[]>('/web/admin/get_users'));
