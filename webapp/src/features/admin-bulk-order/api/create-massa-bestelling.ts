// POST /web/admin/create_massa_bestelling {product, klanten, dry_run}. A 422 (someone cannot be served) carries the
// same answer plus errors.klanten; this returns it instead of throwing, so the screen can show who and why.
import { api } from '../../../lib/api-client';
import { ValidationError } from '../../../lib/api-errors';
import type { BulkOrderAnswer } from '../types';

export interface BulkOrderRequest {
  product: number;
  klanten: number[];
  dry_run: boolean;
}

export async function createMassaBestelling(request: BulkOrderRequest): Promise<BulkOrderAnswer> {
  try {
    return await api.post<BulkOrderAnswer>('/web/admin/create_massa_bestelling', request);
  } catch (error) {
    if (error instanceof ValidationError && isAnswer(error.body)) return error.body;
    throw error;
  }
}

function isAnswer(body: unknown): body is BulkOrderAnswer {
  return !!body && typeof body === 'object' && 'plan' in body && 'niet_mogelijk' in body;
}
