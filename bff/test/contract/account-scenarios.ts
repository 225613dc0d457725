import type request from 'supertest';
import { type DataSource } from 'typeorm';
import { type PasskeyPromptOptions, SoftAuthenticator, TEST_ADMIN, totpCode } from '@site/testkit';

/** What a scenario works with: the app, its owner connection, the admin's token. */
export interface ScenarioContext {
  http: () => ReturnType<typeof request>;
  owner: DataSource;
  token: string;
  siteUrl: string;
}

/**
 * An operation whose valid requests carry values the schema cannot know and a test must make
 * fresh for each request (a TOTP code, a login's challenge, a passkey's answer to its prompt).
 * `known` are stand-ins that fit the schema, so the generated cases are judged as the document
 * says; before each request, `values` replaces them with real ones. Requests that change such a
 * field are judged only against the document's statuses (a code the schema allows may still be
 * the wrong code).
 */
export interface Scenario {
  known: Record<string, unknown>;
  before?(context: ScenarioContext): Promise<void>;
  values?(context: ScenarioContext): Promise<Record<string, unknown>>;
  after?(context: ScenarioContext): Promise<void>;
}

const CEREMONY = '5e1f0000-0000-4000-8000-00000000f111';
const CREDENTIAL = { fill: 'credential' };
/** A password the policy takes, new for each request. */
const strongPassword = () => `violet-anchor-ledger-${Math.floor(Math.random() * 1e9)}`;

const bearer = (context: ScenarioContext) => ({ Authorization: `Bearer ${context.token}` });

async function expectStatus(
  test: request.Test,
  status: number,
  what: string,
): Promise<request.Response> {
  const answer = await test;
  if (answer.status !== status) {
    throw new Error(`${what} answered ${answer.status}: ${answer.text}`);
  }
  return answer;
}

/** The TOTP key of the running scenario, and the authenticator of its passkeys. */
let secret = '';
let authenticator: SoftAuthenticator | undefined;

async function turnTotpOn(context: ScenarioContext): Promise<void> {
  const setup = await expectStatus(
    context.http().post('/api/auth/totp/setup').set(bearer(context)),
    200,
    'POST /api/auth/totp/setup',
  );
  secret = (setup.body as { secret: string }).secret;
  await expectStatus(
    context
      .http()
      .post('/api/auth/totp/enable')
      .set(bearer(context))
      .send({ code: totpCode(secret) }),
    200,
    'POST /api/auth/totp/enable',
  );
}

async function turnTotpOff(context: ScenarioContext): Promise<void> {
  await context.owner.query(`UPDATE admins SET totp_secret = NULL, totp_pending_secret = NULL,
    totp_enabled_at = NULL, totp_last_step = 0`);
  await context.owner.query('DELETE FROM recovery_codes');
}

/** A code good for the next request: the step it uses is marked unused first. */
async function freshCode(context: ScenarioContext): Promise<string> {
  await context.owner.query('UPDATE admins SET totp_last_step = 0');
  return totpCode(secret);
}

/** A new authenticator's answer to a fresh registration prompt. */
async function registration(
  context: ScenarioContext,
): Promise<{ ceremony: string; credential: object }> {
  authenticator = new SoftAuthenticator(context.siteUrl);
  const options = await expectStatus(
    context.http().post('/api/auth/passkeys/options').set(bearer(context)),
    200,
    'POST /api/auth/passkeys/options',
  );
  const prompt = options.body as { ceremony: string; options: PasskeyPromptOptions };
  return { ceremony: prompt.ceremony, credential: authenticator.register(prompt.options) };
}

async function registerPasskey(context: ScenarioContext): Promise<string> {
  const created = await expectStatus(
    context
      .http()
      .post('/api/auth/passkeys')
      .set(bearer(context))
      .send({ ...(await registration(context)), name: 'Contract suite' }),
    201,
    'POST /api/auth/passkeys',
  );
  return (created.body as { id: string }).id;
}

const removePasskeys = async (context: ScenarioContext) => {
  await context.owner.query('DELETE FROM passkeys');
};

export const SCENARIOS: Record<string, Scenario> = {
  'POST /api/auth/login/second-factor': {
    known: { challenge: 'fill-challenge', code: 'fill-code' },
    before: turnTotpOn,
    async values(context) {
      const login = await expectStatus(
        context.http().post('/api/auth/login').send(TEST_ADMIN),
        200,
        'POST /api/auth/login',
      );
      const { challenge } = (login.body as { secondFactor: { challenge: string } }).secondFactor;
      return { challenge, code: await freshCode(context) };
    },
    after: turnTotpOff,
  },
  'POST /api/auth/passkey/login': {
    known: { ceremony: CEREMONY, credential: CREDENTIAL },
    before: async (context) => void (await registerPasskey(context)),
    async values(context) {
      const options = await expectStatus(
        context.http().post('/api/auth/passkey/options'),
        200,
        'POST /api/auth/passkey/options',
      );
      const prompt = options.body as { ceremony: string; options: PasskeyPromptOptions };
      return { ceremony: prompt.ceremony, credential: authenticator!.authenticate(prompt.options) };
    },
    after: removePasskeys,
  },
  'POST /api/auth/passkeys': {
    known: { ceremony: CEREMONY, credential: CREDENTIAL },
    values: registration,
    after: removePasskeys,
  },
  'PUT /api/auth/password': {
    known: { currentPassword: TEST_ADMIN.password, newPassword: 'fill-new-password' },
    values: () => Promise.resolve({ newPassword: strongPassword() }),
    async after(context) {
      // Back to the test password for the operations that follow (they log in with it).
      const hash = await context.owner.query<{ password_hash: string }[]>(
        'SELECT provisioned_password_hash AS password_hash FROM admins',
      );
      await context.owner.query('UPDATE admins SET password_hash = $1', [hash[0]!.password_hash]);
    },
  },
  'POST /api/auth/totp/enable': {
    known: { code: 'fill-code' },
    async before(context) {
      const setup = await expectStatus(
        context.http().post('/api/auth/totp/setup').set(bearer(context)),
        200,
        'POST /api/auth/totp/setup',
      );
      secret = (setup.body as { secret: string }).secret;
    },
    values: () => Promise.resolve({ code: totpCode(secret) }),
    after: turnTotpOff,
  },
  'POST /api/auth/totp/disable': {
    known: { password: TEST_ADMIN.password, code: 'fill-code' },
    before: turnTotpOn,
    values: async (context) => ({ code: await freshCode(context) }),
    after: turnTotpOff,
  },
  'POST /api/auth/recovery-codes': {
    known: { code: 'fill-code' },
    before: turnTotpOn,
    values: async (context) => ({ code: await freshCode(context) }),
    after: turnTotpOff,
  },
  'POST /api/auth/totp/setup': { known: {}, after: turnTotpOff },
  'DELETE /api/auth/passkeys/{id}': { known: {}, after: removePasskeys },
};

/** Members of the account's collections, for the paths that name one. */
export const ACCOUNT_MAKERS: Record<string, (context: ScenarioContext) => Promise<string>> = {
  '/api/auth/passkeys': registerPasskey,
  async '/api/auth/sessions'(context) {
    const login = await expectStatus(
      context.http().post('/api/auth/login').send(TEST_ADMIN),
      200,
      'POST /api/auth/login',
    );
    const token = (login.body as { token: string }).token;
    return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
  },
};

/** The body text with each stand-in of `known` replaced by its fresh value. */
export function fillIn(
  text: string,
  known: Record<string, unknown>,
  values: Record<string, unknown>,
): string {
  let filled = text;
  for (const [name, value] of Object.entries(values)) {
    if (!(name in known)) continue;
    filled = filled.split(JSON.stringify(known[name])).join(JSON.stringify(value));
  }
  return filled;
}
