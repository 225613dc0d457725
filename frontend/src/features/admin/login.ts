import type { TokenView } from '@site/contract';
import { ApiError, apiRequest, NetworkError } from '../../lib/api.js';

export const LOGIN_MESSAGES = {
  invalid: 'Invalid username or password',
  network: 'Cannot connect to server. Please make sure the backend is running on port 5000.',
  fallback: 'Login failed. Please try again.',
} as const;

/** POST /api/auth/login: the token, or the message to show. */
export async function login(
  username: string,
  password: string,
): Promise<{ token: string } | { error: string }> {
  try {
    const answer = await apiRequest<Partial<TokenView> | undefined>('/api/auth/login', {
      method: 'POST',
      json: { username, password },
    });
    if (typeof answer?.token === 'string') return { token: answer.token };
    return { error: LOGIN_MESSAGES.fallback };
  } catch (error) {
    if (error instanceof NetworkError) return { error: LOGIN_MESSAGES.network };
    if (error instanceof ApiError && error.status === 401) return { error: LOGIN_MESSAGES.invalid };
    if (error instanceof ApiError) return { error: error.serverMessage || LOGIN_MESSAGES.fallback };
    return { error: LOGIN_MESSAGES.fallback };
  }
}
