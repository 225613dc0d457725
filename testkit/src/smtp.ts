import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { freePort, waitFor } from './net.js';

/** The account the test SMTP server accepts (AUTH PLAIN/LOGIN over plain text, as a local relay). */
export const SMTP_TEST_CREDENTIALS = { user: 'site-mailer', pass: 'smtp-test-secret' };

/**
 * What the server does with a message's DATA: `accept` answers 250 and keeps it; `reject`
 * answers 451 (a temporary failure, the client should retry); `stall` reads the whole message,
 * keeps it in `stalled`, and never answers, as a server that hangs after the data.
 */
export type SmtpMode = 'accept' | 'reject' | 'stall';

export interface ReceivedEmail {
  /** The Message-ID header, with its angle brackets. */
  messageId: string;
  envelope: { from: string; to: string[] };
  /** The message as it came over the wire (headers and body). */
  raw: string;
  parsed: ParsedMail;
}

export interface RunningSmtp {
  port: number;
  /** smtp://user:pass@127.0.0.1:port, the bff's SMTP_URL. */
  url: string;
  /** Messages answered 250, in the order they arrived (empty when started with parse: false). */
  received: ReceivedEmail[];
  /** The Message-IDs of the messages answered 250, in the order they arrived (always kept). */
  receivedIds: string[];
  /** Messages read in `stall` mode and never answered. */
  stalled: ReceivedEmail[];
  /** How many DATA transfers have begun (in any mode). */
  dataStarted(): number;
  setMode(mode: SmtpMode): void;
  /** Waits this long before answering an accepted message (default 0). */
  setAnswerDelay(ms: number): void;
  /** Stops listening and cuts every connection (a server that went away). */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  /** Waits until `count` messages were received (answered 250) since the start or clear(). */
  waitForReceived(count: number, timeoutMs?: number): Promise<void>;
  /** Forgets every message received or stalled so far. */
  clear(): void;
  stop(): Promise<void>;
}

export interface StartSmtpOptions {
  mode?: SmtpMode;
  /** Require these credentials (default SMTP_TEST_CREDENTIALS); null: no AUTH at all. */
  credentials?: { user: string; pass: string } | null;
  /** false: keep only each message's Message-ID, unparsed (a load test's sink: parsing
   * thousands of emails would take the CPU the server under test needs). Default true. */
  parse?: boolean;
}

/** A real SMTP server (npm smtp-server) on a free 127.0.0.1 port, keeping what it receives. */
export async function startSmtp({
  mode: initialMode = 'accept',
  credentials = SMTP_TEST_CREDENTIALS,
  parse = true,
}: StartSmtpOptions = {}): Promise<RunningSmtp> {
  const port = await freePort();
  let mode = initialMode;
  let started = 0;
  let answerDelayMs = 0;
  const received: ReceivedEmail[] = [];
  const receivedIds: string[] = [];
  const stalled: ReceivedEmail[] = [];

  const onData = (
    stream: SMTPServerDataStream,
    session: SMTPServerSession,
    callback: (error?: Error | null) => void,
  ) => {
    started += 1;
    const modeAtStart = mode;
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      if (!parse && modeAtStart === 'accept') {
        receivedIds.push(/^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '');
        callback();
        return;
      }
      const envelope = {
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
      };
      simpleParser(raw).then(
        (parsed) => {
          const email = { messageId: parsed.messageId ?? '', envelope, raw, parsed };
          if (modeAtStart === 'stall') {
            stalled.push(email);
            return; // never answered
          }
          if (modeAtStart === 'reject') {
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
            return;
          }
          setTimeout(() => {
            received.push(email);
            receivedIds.push(email.messageId);
            callback();
          }, answerDelayMs);
        },
        (error: unknown) => callback(error as Error),
      );
    });
  };

  const create = () =>
    new SMTPServer({
      secure: false,
      disabledCommands: credentials ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
      allowInsecureAuth: true,
      authOptional: !credentials,
      closeTimeout: 100,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === credentials?.user && auth.password === credentials?.pass) {
          callback(null, { user: auth.username });
        } else {
          callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
        }
      },
      onData,
    });

  let server: SMTPServer | null = null;
  const up = async () => {
    if (server) return;
    const next = create();
    next.on('error', () => undefined); // a client cut off mid-command
    await new Promise<void>((resolve, reject) => {
      next.server.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    server = next;
  };
  const down = async () => {
    const current = server;
    server = null;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };
  await up();

  const auth = credentials
    ? `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.pass)}@`
    : '';
  return {
    port,
    url: `smtp://${auth}127.0.0.1:${port}`,
    received,
    receivedIds,
    stalled,
    dataStarted: () => started,
    setMode(next) {
      mode = next;
    },
    setAnswerDelay(ms) {
      answerDelayMs = ms;
    },
    down,
    up,
    waitForReceived: (count, timeoutMs = 30_000) =>
      waitFor(() => receivedIds.length >= count, {
        timeoutMs,
        describe: () => `${receivedIds.length} of ${count} emails received in ${timeoutMs} ms`,
      }),
    clear() {
      received.length = 0;
      receivedIds.length = 0;
      stalled.length = 0;
    },
    stop: down,
  };
}
