import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type AppConfig, loadConfig } from './app-config.js';

/** Reads .env (if present) under the real environment, then validates it. */
export function configFromEnvironment(repoRoot: string): AppConfig {
  return loadConfig(environmentWithDotEnv(repoRoot));
}

/** The real environment over .env (if present), as the bff reads its settings. */
export function environmentWithDotEnv(repoRoot: string): Record<string, string | undefined> {
  const envFile = path.join(repoRoot, '.env');
  const fromFile = existsSync(envFile) ? parseEnvFile(readFileSync(envFile, 'utf8')) : {};
  return { ...fromFile, ...process.env };
}

function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match?.[1] || line.trimStart().startsWith('#')) continue;
    values[match[1]] = (match[2] ?? '').replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}
