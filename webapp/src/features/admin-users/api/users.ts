// The users calls (spec doc 2 section 7 'Users'): GET get_users; POST create_user, edit_user/{id},
// resend_invitation/{id}, deactivate_user/{id}, activate_user/{id}, delete_user/{id}, refresh_user/{id}.
import { api } from '../../../lib/api-client';
import type { AdminUser, MessageAnswer, UserAnswer, UserPayload } from '../types';

export { usersQuery } from '../../../lib/users';

export function createUser(payload: UserPayload): Promise<UserAnswer> {
  return api.post<UserAnswer>('/web/admin/create_user', payload);
}

export function editUser(id: number, payload: UserPayload): Promise<UserAnswer> {
  return api.post<UserAnswer>(`/web/admin/edit_user/${id}`, payload);
}

export function resendInvitation(id: number): Promise<UserAnswer> {
  return api.post<UserAnswer>(`/web/admin/resend_invitation/${id}`);
}

export function deactivateUser(id: number): Promise<UserAnswer> {
  return api.post<UserAnswer>(`/web/admin/deactivate_user/${id}`);
}

export function activateUser(id: number): Promise<UserAnswer> {
  return api.post<UserAnswer>(`/web/admin/activate_user/${id}`);
}

export function deleteUser(id: number): Promise<MessageAnswer> {
  return api.post<MessageAnswer>(`/web/admin/delete_user/${id}`);
}

/** One user (404 when it does not exist). */
export function refreshUser(id: string): Promise<AdminUser> {
  return api.post<AdminUser>(`/web/admin/refresh_user/${encodeURIComponent(id)}`);
}
