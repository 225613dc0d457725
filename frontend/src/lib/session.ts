/** The admin's bearer token lives in localStorage under this key. */
const TOKEN_KEY = 'token';

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function saveToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  window.localStorage.removeItem(TOKEN_KEY);
}

/** Seconds since the epoch at which the token expires, or null when it cannot be read. */
function expiryOf(token: string): number | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** A token the browser may still use: present, readable and not past its `exp`. The server
 * decides for real; this only spares the admin a page that would answer 401. */
export function hasUsableToken(now = Date.now()): boolean {
  const token = readToken();
  if (!token) return false;
  const exp = expiryOf(token);
  return exp !== null && exp * 1000 > now;
}
