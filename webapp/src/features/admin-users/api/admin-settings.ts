// GET /web/get-admin-settings: the roles a user can get (spec doc 2 section 3: 'rol chosen from the roles list').
import { api } from '../../../lib/api-client';
import { createQuery } from '../../../lib/query';
import type { AdminSettings } from '../types';

export const adminSettingsQuery = createQuery(() => api.get<AdminSettings>('/web/get-admin-settings'));
