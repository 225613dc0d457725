import type { FormToken, NewMessage } from '@site/contract';
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

/** A timing token for one form: the server refuses to trust a form sent too soon after it. */
export async function fetchFormToken(): Promise<string | null> {
  try {
    const { token } = await apiRequest<FormToken>('/api/contact/form-token');
    return token;
  } catch (error) {
    console.error(error); // the form is sent without one (the server then judges it)
    return null;
  }
}
