import { apiRequest } from '../../lib/api.js';

export interface ContactMessage {
  name: string;
  email: string;
  company: string;
  phone: string;
  message: string;
}

/** POST /api/contact. Resolves with whether the server accepted it (status ok); rejects with
 * NetworkError when the server cannot be reached. */
export async function sendMessage(message: ContactMessage): Promise<boolean> {
  const result = await apiRequest<unknown>('/api/contact', { method: 'POST', json: message });
  return result.ok;
}
