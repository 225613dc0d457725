import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp, VALID_MESSAGE } from '../support/test-app.js';

const LIMITED = {
  statusCode: 429,
  message: 'Too many messages from your address. Please wait a few minutes and try again.',
  error: 'Too Many Requests',
};

describe('POST /api/contact: the two limits per address', () => {
  let t: TestApp;
  const from = (ip: string, body: object) =>
    t.http().post('/api/contact').set('X-Forwarded-For', ip).send(body);
  const mistyped = { ...VALID_MESSAGE, email: 'ayesha@' };

  beforeAll(async () => {
    t = await startTestApp({
      CONTACT_RATE_LIMIT: '3',
      CONTACT_ATTEMPT_LIMIT: '8',
      CONTACT_RATE_WINDOW_SECONDS: '600',
    });
  });
  afterAll(() => t.close());

  it('counts only accepted messages against the message limit: refused forms do not use it up', async () => {
    for (let i = 0; i < 5; i++) await from('203.0.113.1', mistyped).expect(400);
    for (let i = 0; i < 3; i++) await from('203.0.113.1', VALID_MESSAGE).expect(201);
    const limited = await from('203.0.113.1', VALID_MESSAGE).expect(429);
    expect(limited.body).toEqual(LIMITED);
    expect(limited.headers['retry-after']).toBe('600');
    // Another address is not affected.
    await from('198.51.100.1', VALID_MESSAGE).expect(201);
  });

  it('answers 429 past the ceiling on all attempts, refused ones included, even for a valid form', async () => {
    for (let i = 0; i < 8; i++) await from('203.0.113.2', mistyped).expect(400);
    const limited = await from('203.0.113.2', VALID_MESSAGE).expect(429);
    expect(limited.body).toEqual(LIMITED);
    expect(limited.headers['retry-after']).toBe('600');
    await from('198.51.100.2', VALID_MESSAGE).expect(201);
  });
});

describe('the attempt ceiling by default', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ CONTACT_RATE_LIMIT: '5' });
  });
  afterAll(() => t.close());

  it('is 30 per window with the default message limit of 5', async () => {
    expect(t.config.contactRateLimit).toEqual({ limit: 5, attemptLimit: 30, windowSeconds: 900 });
    const bad = { ...VALID_MESSAGE, name: '' };
    for (let i = 0; i < 30; i++) {
      await t
        .http()
        .post('/api/contact')
        .set('X-Forwarded-For', '203.0.113.3')
        .send(bad)
        .expect(400);
    }
    await t
      .http()
      .post('/api/contact')
      .set('X-Forwarded-For', '203.0.113.3')
      .send(VALID_MESSAGE)
      .expect(429);
  });
});
