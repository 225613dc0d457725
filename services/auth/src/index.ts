import { AdminEntity } from './admin.entity.js';
import { CreateAdmins1763800000200 } from './migrations/1763800000200-create-admins.js';

export { AuthModule } from './auth.module.js';
export { type AuthModuleOptions } from './auth.options.js';
export { AuthService, type AdminSession, type TokenPayload } from './auth.service.js';
export { AdminEntity } from './admin.entity.js';

export const authEntities = [AdminEntity];
export const authMigrations = [CreateAdmins1763800000200];
