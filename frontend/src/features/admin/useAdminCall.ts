import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { UnauthorizedError } from '../../lib/api.js';
import { adminRoutes } from '../../lib/routes.js';

/** Runs an admin call; when it ends the session (401, the client has cleared the token) the
 * admin goes to the login page, and the returned promise never settles, so the caller does
 * nothing more. */
export function useAdminCall() {
  const navigate = useNavigate();
  return useCallback(
    async <T>(call: () => Promise<T>): Promise<T> => {
      try {
        return await call();
      } catch (error) {
        if (error instanceof UnauthorizedError) {
          void navigate(adminRoutes.login.link(), { replace: true });
          return new Promise<T>(() => undefined);
        }
        throw error;
      }
    },
    [navigate],
  );
}
