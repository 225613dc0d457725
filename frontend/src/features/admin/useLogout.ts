import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminRoutes } from '../../lib/routes.js';
import { clearToken } from '../../lib/session.js';
import { clearPreviewCookie, logout } from './admin-api.js';

/** Ends this session: `end` tells the server (POST /api/auth/logout unless told otherwise), then
 * the token is cleared and the admin goes to the login page, even when the call failed. */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(
    async (end: () => Promise<void> = logout) => {
      try {
        await clearPreviewCookie().catch(() => undefined); // the session's end revokes it anyway
        await end();
      } catch (error) {
        console.error(error); // logging out locally matters more than the server's answer
      }
      clearToken();
      void navigate(adminRoutes.login.link(), { replace: true });
    },
    [navigate],
  );
}
