export interface AuthModuleOptions {
  jwtSecret: string;
  /** Token (and session) lifetime in seconds (8 hours unless configured). */
  jwtExpiresInSeconds: number;
  /** The site's public origin (SITE_URL): passkeys are bound to its host and origin. */
  siteUrl: string;
  lockout: {
    maxFailuresPerUser: number;
    maxFailuresPerIp: number;
    lockoutSeconds: number;
    maxLockoutSeconds: number;
  };
}

export const AUTH_OPTIONS = Symbol('AuthModuleOptions');
