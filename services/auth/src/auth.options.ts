export interface AuthModuleOptions {
  jwtSecret: string;
  /** Token lifetime in seconds (8 hours unless configured). */
  jwtExpiresInSeconds: number;
  lockout: {
    maxFailuresPerUser: number;
    maxFailuresPerIp: number;
    lockoutSeconds: number;
    maxLockoutSeconds: number;
  };
}

export const AUTH_OPTIONS = Symbol('AuthModuleOptions');
