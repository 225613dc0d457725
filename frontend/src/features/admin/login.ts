import { apiRequest, NetworkError } from '../../lib/api.js';

export const LOGIN_MESSAGES = {
  invalid: 'Invalid username or password',
  network: 'Cannot connect to server. Please make sure the backend is running on port 5000.',
  fallback: 'Login failed. Please try again.',
} as const;

/** POST /api/auth/login → the token, or the message to show (spec §8). */
export async function login(
  username: string,
  password: string,
): Promise<{ token: string } | { error: string }> {
  try {
    const result = await apiRequest<{ token?: unknown }>('/api/auth/login', {
      method: 'POST',
      json: { username, password },
    });
    if (result.ok && typeof result.data?.token === 'string') return { token: result.data.token };
    if (result.status === 401) return { error: LOGIN_MESSAGES.invalid };
    return { error: (!result.ok && result.message) || LOGIN_MESSAGES.fallback };
  } catch (error) {
    if (error instanceof NetworkError) return { error: LOGIN_MESSAGES.network };
    return { error: LOGIN_MESSAGES.fallback };
  }
}
