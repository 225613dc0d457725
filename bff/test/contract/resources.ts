import type request from 'supertest';
import { describeRequest, send, type Sendable } from './exchange.js';
import { type DocumentedOperation, type OpenApiDocument } from './openapi-document.js';
import { CaseGenerator, type KnownValues, type RequestCase } from './request-cases.js';
import { type ScenarioContext } from './account-scenarios.js';
import { type SchemaValidator } from './schema-validator.js';

/** The operations on a post in the trash. */
const TRASH_OPERATIONS = new Set([
  'DELETE /api/admin/posts/{id}',
  'POST /api/admin/posts/{id}/restore',
]);

/** Sends a message's failed or disabled emails again: answers 200 only while it has one. */
const RETRY_OPERATION = 'POST /api/admin/messages/{id}/notifications/retry';

/**
 * Real values for path parameters, made through the document's own create operations: for
 * `/api/blogs/{id}` the POST on `/api/blogs`, taking `id` (or `_id`) from its answer; for a path
 * no operation creates directly (`/uploads/{key}`), any create operation whose answer holds a
 * link under that path (a post's `image`: `uploads/<key>`).
 */
export class Resources {
  private readonly made = new Map<string, string>();
  private readonly generators = new Map<string, CaseGenerator>();

  constructor(
    private readonly document: OpenApiDocument,
    private readonly validator: SchemaValidator,
    private readonly operations: DocumentedOperation[],
    private readonly known: KnownValues,
    private readonly http: () => ReturnType<typeof request>,
    /** Members of collections no generated request can make (a passkey, a session), by the
     * collection's path. */
    private readonly extra: {
      makers: Record<string, (context: ScenarioContext) => Promise<string>>;
      context: (token: string) => ScenarioContext;
      /** Operations that cannot make a resource from generated values alone. */
      unusable: Set<string>;
    },
  ) {}

  /** The operation's path with each `{parameter}` filled in as the case says. */
  async url(operation: DocumentedOperation, c: RequestCase, token: string): Promise<string> {
    let url = operation.path;
    for (const [name, value] of Object.entries(c.path)) {
      let text: string;
      if (value.kind === 'literal') {
        text = value.raw ? value.value : encodeURIComponent(value.value);
      } else {
        const key = `${operation.name} {${name}}`;
        let made = value.fresh ? undefined : this.made.get(key);
        if (made === undefined) {
          made = await this.make(operation, name, token, url);
          if (!value.fresh) this.made.set(key, made);
        }
        if (operation.name === RETRY_OPERATION) await this.untilRetryable(made, token);
        text = encodeURIComponent(made);
      }
      url = url.replace(`{${name}}`, text);
    }
    return url;
  }

  /** Waits until the message has an email to send again. The generated message is spam (no
   * timing token): moved out of it, its company email is queued, and the test server, without
   * SMTP_URL, soon marks it `disabled` (again, after a retry). */
  private async untilRetryable(id: string, token: string): Promise<void> {
    const at = `/api/admin/messages/${encodeURIComponent(id)}`;
    const moved = await this.http()
      .patch(at)
      .set('Authorization', `Bearer ${token}`)
      .send({ status: 'read' });
    if (moved.status !== 200)
      throw new Error(`PATCH ${at} answered ${moved.status}: ${moved.text}`);
    const deadline = Date.now() + 10_000;
    for (;;) {
      const answer = await this.http().get(at).set('Authorization', `Bearer ${token}`);
      const { notifications = [] } = answer.body as { notifications?: { state: string }[] };
      if (notifications.some(({ state }) => state === 'failed' || state === 'disabled')) return;
      if (Date.now() > deadline) {
        throw new Error(`Message ${id} has no failed or disabled email: ${answer.text}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  private async make(
    operation: DocumentedOperation,
    parameter: string,
    token: string,
    filled: string,
  ) {
    // The collection the parameter names a member of: /api/blogs for /api/blogs/{slug}/related.
    const parent = operation.path.slice(0, operation.path.indexOf(`/{${parameter}}`));
    const nested = await this.makeNested(
      operation,
      parent,
      filled.slice(0, filled.indexOf(`/{${parameter}}`)),
      token,
    );
    if (nested !== undefined) return nested;
    const direct = this.operations.find((o) => o.path === parent && o.method === 'post');
    if (direct) {
      const body = await this.create(direct, token);
      const value = body[parameter] ?? (parameter === 'id' ? (body._id ?? body.id) : undefined);
      if (typeof value === 'string') return value;
      throw new Error(`${operation.name}: ${direct.name} answered no "${parameter}" to use.`);
    }
    const prefix = `${parent.replace(/^\//, '')}/`;
    for (const create of this.operations.filter(
      (o) => o.method === 'post' && /\{/.test(o.path) === false && !this.extra.unusable.has(o.name),
    )) {
      if (!Object.keys(create.operation.responses ?? {}).includes('201')) continue;
      const body = await this.create(create, token);
      const link = Object.values(body).find(
        (value): value is string =>
          typeof value === 'string' && value.replace(/^\//, '').startsWith(prefix),
      );
      if (link) return link.replace(/^\//, '').slice(prefix.length);
    }
    throw new Error(
      `${operation.name}: no operation creates something under ${parent}/ to fill {${parameter}}.`,
    );
  }

  /**
   * Members no create operation answers with directly: a post in the admin's collection (made
   * as a post, POST /api/blogs), a post's revision (its first is written with it: the newest of
   * GET …/revisions), a post's share link (POST …/preview-links), a contact message (sent
   * through POST /api/contact: the newest of GET /api/messages; for the retry of its emails,
   * once they are disabled), a message's note (POST …/notes).
   */
  private async makeNested(
    operation: DocumentedOperation,
    parent: string,
    at: string,
    token: string,
  ): Promise<string | undefined> {
    const maker = this.extra.makers[parent];
    if (maker) return maker(this.extra.context(token));
    if (parent === '/api/admin/posts') {
      const posts = this.operations.find((o) => o.path === '/api/blogs' && o.method === 'post');
      if (!posts) throw new Error('No POST /api/blogs to make a post with.');
      const id = String((await this.create(posts, token))._id);
      // Restoring and deleting for good need a post in the trash.
      if (TRASH_OPERATIONS.has(operation.name)) {
        await this.http().delete(`/api/blogs/${id}`).set('Authorization', `Bearer ${token}`);
      }
      return id;
    }
    if (parent === '/api/admin/messages') {
      const contact = this.operations.find((o) => o.path === '/api/contact' && o.method === 'post');
      if (!contact) throw new Error('No POST /api/contact to make a message with.');
      await this.create(contact, token);
      const answer = await this.http().get('/api/messages').set('Authorization', `Bearer ${token}`);
      const [newest] = answer.body as { _id: string }[];
      if (!newest) throw new Error(`GET /api/messages answered no message: ${answer.text}`);
      return newest._id;
    }
    if (parent.endsWith('/notes')) {
      const answer = await this.http()
        .post(at)
        .set('Authorization', `Bearer ${token}`)
        .send({ text: 'A note to delete' });
      if (answer.status !== 201)
        throw new Error(`POST ${at} answered ${answer.status}: ${answer.text}`);
      return String((answer.body as { _id: string })._id);
    }
    if (parent.endsWith('/revisions')) {
      const answer = await this.http().get(at).set('Authorization', `Bearer ${token}`);
      const [newest] = answer.body as { _id: string }[];
      if (!newest) throw new Error(`GET ${at} answered no revision: ${answer.text}`);
      return newest._id;
    }
    if (parent.endsWith('/preview-links')) {
      const answer = await this.http()
        .post(at)
        .set('Authorization', `Bearer ${token}`)
        .send({ days: 1 });
      if (answer.status !== 201)
        throw new Error(`POST ${at} answered ${answer.status}: ${answer.text}`);
      return String((answer.body as { _id: string })._id);
    }
    return undefined;
  }

  private async create(
    create: DocumentedOperation,
    token: string,
  ): Promise<Record<string, unknown>> {
    let generator = this.generators.get(create.name);
    if (!generator) {
      generator = new CaseGenerator(
        this.document,
        this.validator,
        create,
        this.known[create.name],
        `${create.name} (resources)`,
      );
      this.generators.set(create.name, generator);
    }
    const sendable: Sendable = { case: generator.base(), url: create.path };
    const answer = await send(this.http, create, sendable, token);
    if (answer.status !== 201 && answer.status !== 200) {
      throw new Error(
        `Making a resource through ${create.name} failed:\n  sent: ${describeRequest(create, sendable)}\n  answered: ${answer.status} ${answer.text}`,
      );
    }
    return answer.text ? (JSON.parse(answer.text) as Record<string, unknown>) : {};
  }
}
