import { type AppConfig } from './app-config.js';

/** The configuration once start-up has settled the database URL and the JWT secret. */
export type RuntimeConfig = AppConfig & { databaseUrl: string; jwtSecret: string };
