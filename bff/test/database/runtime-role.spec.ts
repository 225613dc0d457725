/**
 * The role the bff's requests run as, on a database user that is not a superuser (a managed
 * PostgreSQL's application user, CloudNativePG's owner): a role an administrator created and
 * granted is taken; without one the bff runs as the database user, saying why.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { prepareDatabase } from '../../src/database/database.module.js';

const admin = () => process.env.TEST_DATABASE_ADMIN_URL ?? '';

async function asAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The URLs of the databases made, by name. */
const urls: Record<string, string> = {};

/** A database owned by a new login role without CREATEROLE; its URL. */
async function ownedDatabase(name: string): Promise<string> {
  const password = randomBytes(12).toString('hex');
  await asAdmin(`CREATE ROLE ${name} LOGIN PASSWORD '${password}'`);
  await asAdmin(`CREATE DATABASE ${name} OWNER ${name}`);
  const url = new URL(admin());
  url.username = name;
  url.password = password;
  url.pathname = `/${name}`;
  urls[name] = url.toString();
  return url.toString();
}

describe('the runtime role on a database user that is not a superuser', () => {
  const suffix = randomBytes(4).toString('hex');
  const granted = `granted_${suffix}`;
  const plain = `plain_${suffix}`;

  beforeAll(() => {
    expect(admin()).not.toBe('');
  });

  afterAll(async () => {
    for (const name of [granted, plain]) {
      await asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await asAdmin(`DROP ROLE IF EXISTS ${name}_bff`);
      await asAdmin(`DROP ROLE IF EXISTS ${name}`);
    }
  });

  it('takes a role an administrator created and granted (no ADMIN OPTION needed)', async () => {
    const url = await ownedDatabase(granted);
    await asAdmin(`CREATE ROLE ${granted}_bff NOLOGIN`);
    await asAdmin(`GRANT ${granted}_bff TO ${granted}`);
    await expect(
      prepareDatabase({ databaseUrl: url, databaseRuntimeRole: undefined }),
    ).resolves.toBe(`${granted}_bff`);
    const client = new pg.Client({ connectionString: url, options: `-c role=${granted}_bff` });
    await client.connect();
    try {
      await client.query('SELECT count(*) FROM posts');
      await expect(client.query(`UPDATE audit_events SET outcome = 'success'`)).rejects.toThrow(
        /permission denied/,
      );
    } finally {
      await client.end();
    }
  });

  it('runs as the database user when it may not create the role, and says so', async () => {
    const url = await ownedDatabase(plain);
    await expect(
      prepareDatabase({ databaseUrl: url, databaseRuntimeRole: undefined }),
    ).resolves.toBeNull();
  });

  it('refuses a named role it cannot take, saying what to do', async () => {
    await expect(
      prepareDatabase({
        databaseUrl: urls[plain]!,
        databaseRuntimeRole: `nobody_${suffix}`,
      }),
    ).rejects.toThrow(
      /DATABASE_RUNTIME_ROLE nobody_\w+: the database user cannot create or take this role/,
    );
  });
});
