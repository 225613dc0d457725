import { AdminEntity } from './admin.entity.js';
import { CreateAdmins1763800000200 } from './migrations/1763800000200-create-admins.js';
import { AdminAccount1764500000200 } from './migrations/1764500000200-admin-account.js';
import { PasskeyEntity } from './passkeys/passkey.entity.js';
import { SessionEntity } from './sessions/session.entity.js';

export { AuthModule } from './auth.module.js';
export { type AuthModuleOptions } from './auth.options.js';
export {
  AuthService,
  type AccountOverview,
  type AdminSession,
  type LoginOutcome,
  type SessionOverview,
  type TokenPayload,
} from './auth.service.js';
export { type ClientInfo } from './sessions/admin-sessions.js';
export { type TotpSetup, type TwoFactorStatus } from './second-factor/two-factor.js';
export { AdminEntity } from './admin.entity.js';
export { PasskeyEntity } from './passkeys/passkey.entity.js';
export { SessionEntity } from './sessions/session.entity.js';

export const authEntities = [AdminEntity, SessionEntity, PasskeyEntity];
export const authMigrations = [CreateAdmins1763800000200, AdminAccount1764500000200];
