// GET /web/get-contactform-subjects and POST /web/save-contactform-subjects (managers).
import { api } from '../../../lib/api-client';
import { createQuery } from '../../../lib/query';

export interface SubjectAddress {
  naam: string;
  email: string;
}

export const subjectsQuery = createQuery(() => api.get<SubjectAddress[]>('/web/get-contactform-subjects'));

export function saveSubjects(addresses: Record<string, string>): Promise<{ message: string }> {
  return api.post<{ message: string }>('/web/save-contactform-subjects', addresses);
}
