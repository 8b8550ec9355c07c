// The screens' paths (spec doc 2 section 2), for links and navigation after saving.
export const USERS_LIST = '/admin/gebruikers';
export const ADD_USER = `${USERS_LIST}/toevoegen`;

export function editUserPath(id: number): string {
  return `${USERS_LIST}/aanpassen/${id}`;
}
