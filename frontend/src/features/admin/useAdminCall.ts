import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { UnauthorizedError } from './admin-api.js';
import { clearToken } from './session.js';

/** Runs an admin call; a 401 clears the token and goes to the login page (and the returned
 * promise then never settles, so the caller does nothing more). */
export function useAdminCall() {
  const navigate = useNavigate();
  return useCallback(
    async <T>(call: () => Promise<T>): Promise<T> => {
      try {
        return await call();
      } catch (error) {
        if (error instanceof UnauthorizedError) {
          clearToken();
          void navigate('/admin/login', { replace: true });
          return new Promise<T>(() => undefined);
        }
        throw error;
      }
    },
    [navigate],
  );
}
