/**
 * Drives every operation of the committed OpenAPI document (contract/openapi.json) against the
 * real bff on PostgreSQL with requests generated from the document: a valid one, each input
 * rule broken one at a time, wrong body shapes and media types, missing and bad tokens, unknown
 * and malformed path values. Every answer must have a documented status and a body that matches
 * the documented schema; a request the document refuses must get a 4xx, one it allows a 2xx.
 * CONTRACT_SEED=n draws other values; CONTRACT_TRACE=1 prints each request with its status.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TEST_ADMIN } from '@site/testkit';
import { ACCOUNT_MAKERS, fillIn, SCENARIOS, type ScenarioContext } from './account-scenarios.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { judge, send } from './exchange.js';
import { childPointer, deref, operationsOf, readDocument } from './openapi-document.js';
import { CaseGenerator, type KnownValues } from './request-cases.js';
import { Resources } from './resources.js';
import { SchemaValidator } from './schema-validator.js';

const document = readDocument();
const operations = operationsOf(document);
const validator = new SchemaValidator(document);

const MAX_FAILURES_SHOWN = 20;

/** The failures in full, up to a screenful; then a count. */
function report(failures: string[], sent: number): string {
  if (failures.length === 0) return 'no failures';
  const shown = failures.slice(0, MAX_FAILURES_SHOWN);
  const more = failures.length - shown.length;
  return [
    `${failures.length} of ${sent} requests broke the contract:`,
    ...shown,
    ...(more ? [`… and ${more} more (CONTRACT_TRACE=1 lists every request).`] : []),
  ].join('\n\n');
}

/** What the schema cannot know: the credentials that log in. */
/** Posts made public, published at a time that has passed, so the public reads find them. */
const PUBLISHED = { status: 'published', publishAt: '2026-01-01T09:00:00+05:00' };
const KNOWN_VALUES: KnownValues = {
  'POST /api/auth/login': TEST_ADMIN,
  'POST /api/blogs': PUBLISHED,
  'PUT /api/blogs/{id}': PUBLISHED,
};

describe('contract/openapi.json', () => {
  it('documents, for every operation, a success and its error answers with their bodies', () => {
    const gaps = operations.flatMap((operation) => {
      const responses = Object.entries(operation.operation.responses ?? {});
      const errors = responses.filter(([status]) => /^[45]|^default$/.test(status));
      return [
        ...(responses.some(([status]) => /^2/.test(status))
          ? []
          : [`${operation.name}: no 2xx answer`]),
        ...(errors.length ? [] : [`${operation.name}: no error answer`]),
        ...errors
          .filter(([status, response]) => {
            const pointer = childPointer(operation.pointer, 'responses', status);
            const { content } = deref(document, response, pointer).value;
            return !Object.values(content ?? {}).some((media) => media.schema);
          })
          .map(([status]) => `${operation.name}: the ${status} answer has no body schema`),
      ];
    });
    expect(operations.length).toBeGreaterThan(0);
    expect(gaps).toEqual([]);
  });
});

describe('every documented operation answers generated requests as the document says', () => {
  let t: TestApp;
  let resources: Resources;

  beforeAll(async () => {
    // Lockouts off: the suite sends many wrong passwords, and the lockout is not under test.
    t = await startTestApp({
      CONTACT_RATE_LIMIT: '100000',
      LOGIN_MAX_FAILURES: '100000',
      LOGIN_MAX_FAILURES_PER_IP: '100000',
    });
    resources = new Resources(document, validator, operations, KNOWN_VALUES, () => t.http(), {
      makers: ACCOUNT_MAKERS,
      context: (token) => contextOf(token),
      unusable: new Set(Object.keys(SCENARIOS)),
    });
  });
  afterAll(() => t?.close());

  const contextOf = (token: string): ScenarioContext => ({
    http: () => t.http(),
    owner: t.owner,
    token,
    siteUrl: t.config.siteUrl,
  });

  it.each(operations.map((operation) => [operation.name, operation] as const))(
    '%s',
    async (_name, operation) => {
      // A fresh login each time: logging out ends the session of the token used.
      const token = await t.login();
      const scenario = SCENARIOS[operation.name];
      const context = contextOf(token);
      const generator = new CaseGenerator(document, validator, operation, {
        ...KNOWN_VALUES[operation.name],
        ...scenario?.known,
      });
      // With values only a test can make, a request the document allows may still be refused
      // for its value (a wrong code): judged by the document's statuses alone.
      const cases = generator.all();
      if (scenario) {
        // With values only a test can make, a request the document allows may still be refused
        // for its value (a wrong code): judged by the document's statuses alone, and sent after
        // the one built to succeed, which they could otherwise spend (a code, a password).
        for (const c of cases) if (c.expect === 'accept') c.expect = 'documented';
        cases.sort((a, b) => Number(a.expect === 'documented') - Number(b.expect === 'documented'));
      }
      const failures: string[] = [];
      await scenario?.before?.(context);
      for (const original of cases) {
        let c = original;
        if (scenario?.values && c.body.kind === 'text') {
          const text = fillIn(c.body.text, scenario.known, await scenario.values(context));
          c = { ...c, body: { ...c.body, text } };
        }
        const sendable = { case: c, url: await resources.url(operation, c, token) };
        const answer = await send(() => t.http(), operation, sendable, token);
        failures.push(...judge(document, validator, operation, sendable, answer));
        if (process.env.CONTRACT_TRACE)
          process.stdout.write(`${answer.status} ${c.expect} ${operation.name} ${c.summary}\n`);
      }
      await scenario?.after?.(context);
      expect(cases.length).toBeGreaterThan(1);
      expect(report(failures, cases.length)).toBe('no failures');
    },
    120_000,
  );
});
