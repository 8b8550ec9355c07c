// The shapes of the users calls (docs/api.md, 'Users'; src/entrypoints/web/views/user_views.py).

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
