// The shapes of the users calls (docs/api.md, 'Users'; src/entrypoints/web/views/user_views.py).

export type { AdminUser, UserStatus } from '../../lib/users';
import type { AdminUser } from '../../lib/users';

/** What create_user and edit_user take (`uitnodigen` only matters on creation). */
export interface UserPayload {
  name: string;
  email: string;
  telefoonnummer: string;
  rol: string;
  uitnodigen: boolean;
}

export interface UserAnswer {
  message: string;
  user: AdminUser;
}

export interface MessageAnswer {
  message: string;
}

/** GET /web/get-admin-settings (any staff member). */
export interface AdminSettings {
  rollen: string[];
}
