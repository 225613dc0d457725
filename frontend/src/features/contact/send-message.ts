import type { NewMessage } from '@site/contract';
import { ApiError, apiRequest } from '../../lib/api.js';

/** POST /api/contact. Resolves with whether the server accepted it; rejects with NetworkError
 * when the server cannot be reached. */
export async function sendMessage(message: NewMessage): Promise<boolean> {
  try {
    await apiRequest<unknown>('/api/contact', { method: 'POST', json: message });
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}
