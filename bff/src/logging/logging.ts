import { type DynamicModule, type INestApplication } from '@nestjs/common';
import { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { Logger, LoggerModule, type Params, PinoLogger } from 'nestjs-pino';
import { type DestinationStream, type Logger as Pino, type LoggerOptions, pino } from 'pino';
import type PinoPretty from 'pino-pretty';
import { loadOnUse } from '@site/common';
import { type LogSettings } from '../config/app-config.js';
import { requestIdOf } from '../http/request-id.middleware.js';
import { routeOf } from '../http/route-label.js';

/** The process's one pino logger; everything the bff logs goes through it. */
export type RootLogger = Pino;

/**
 * Never written, whatever object a log call is given: credentials, the second factor, and what
 * a visitor typed. Request lines carry none of them anyway (no headers, no bodies: see
 * requestLogging); this is the net under a log call that passes an object.
 */
export const REDACTED_PATHS = [
  'authorization',
  'cookie',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers.cookie',
  'password',
  'currentPassword',
  'newPassword',
  '*.password',
  'code',
  'recoveryCode',
  'totp',
  'body',
  '*.body',
  'email',
  '*.email',
];

/**
 * The root logger: JSON lines (time, level, msg and fields) on stdout, or, with the `pretty`
 * format, one readable line per entry (`make start`). Written synchronously, so nothing is lost
 * when the process exits.
 */
export function createRootLogger(
  settings: LogSettings,
  destination?: DestinationStream,
): RootLogger {
  const options: LoggerOptions = {
    level: settings.level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
  if (settings.format === 'pretty') {
    return pino(options, destination ?? prettyStream());
  }
  return pino(
    {
      ...options,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** pino-pretty: loaded only for the pretty format (`make start`). */
const pinoPretty = loadOnUse<typeof PinoPretty>('pino-pretty');

function prettyStream(): DestinationStream {
  return pinoPretty()({
    destination: 1,
    sync: true,
    translateTime: 'SYS:HH:MM:ss.l',
    singleLine: true,
    ignore: 'pid,hostname,context,requestId,method,route,status,duration',
    messageFormat: (log, messageKey) => {
      const text = log[messageKey];
      const message = typeof text === 'string' ? text : JSON.stringify(text ?? '');
      const id = typeof log.requestId === 'string' ? log.requestId : undefined;
      if (typeof log.route === 'string') {
        const aborted = message === 'request aborted' ? ' (aborted)' : '';
        return `${String(log.method)} ${log.route} ${String(log.status)} ${String(log.duration)} ms${aborted} [${id ?? '-'}]`;
      }
      // The id first: a message may run over several lines (a stack).
      const context = typeof log.context === 'string' ? `[${log.context}] ` : '';
      return `${context}${id ? `[${id}] ` : ''}${message}`;
    },
  });
}

/** Nest's start-up chatter (modules loaded, every route mapped): debug, not info. */
const FRAMEWORK_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
]);

/** nestjs-pino's Logger: Nest's own `Logger` calls (the app's and the services') become pino
 * entries with their context, bound to the request's id inside a request. */
class SiteLogger extends Logger {
  override log(message: unknown, ...optionalParams: unknown[]): void {
    const context = optionalParams.at(-1);
    if (typeof context === 'string' && FRAMEWORK_CONTEXTS.has(context)) {
      this.debug(message, ...optionalParams);
    } else {
      super.log(message, ...optionalParams);
    }
  }
}

function paramsOf(root: RootLogger): Params {
  // The request lines come from requestLogging, mounted before everything else: nestjs-pino
  // only binds each request's logger (req.log) to the logs made while it is handled.
  return { pinoHttp: { logger: root }, useExisting: true };
}

/** The logger Nest is given (NestFactory's `logger`, Logger.overrideLogger). */
export function nestLogger(root: RootLogger): Logger {
  const params = paramsOf(root);
  return new SiteLogger(new PinoLogger(params), params);
}

/** nestjs-pino's module: its Logger and PinoLogger for injection, and the request context. */
export function loggingModule(root: RootLogger): DynamicModule {
  return LoggerModule.forRoot(paramsOf(root));
}

/**
 * One line per request when it ends, at info: its id (nginx's X-Request-Id when it sent one),
 * method, route pattern, status and duration in milliseconds; at error for a 5xx. Nothing else
 * of the request: no URL (ids, share-link tokens, searches), no header (Authorization, cookies),
 * no body (passwords, codes, messages, email addresses). Mount it after requestIdMiddleware.
 */
const REQUEST_LOG = Symbol('requestLog');

/**
 * Gives every request of `app` its logger, `request.log`, bound to the request's id (nestjs-pino
 * hands it to every log call made while the request is handled), made on first use: an answer
 * from the response cache never needs one. Defined once on Express's request prototype.
 */
export function giveRequestsLoggers(app: INestApplication, root: RootLogger): void {
  const prototype = (app.getHttpAdapter().getInstance() as { request: object }).request;
  Object.defineProperty(prototype, 'log', {
    configurable: true,
    get(this: Request & { [REQUEST_LOG]?: Pino }) {
      return (this[REQUEST_LOG] ??= root.child({ requestId: requestIdOf(this) }));
    },
    set(this: Request & { [REQUEST_LOG]?: Pino }, value: Pino) {
      this[REQUEST_LOG] = value;
    },
  });
}

export function requestLogging(root: RootLogger): RequestHandler {
  const lines = root.isLevelEnabled('info');
  return (request: Request, response: Response, next: NextFunction): void => {
    const started = Date.now();
    if (lines) {
      response.once('close', () => {
        const fields = {
          requestId: requestIdOf(request),
          method: request.method,
          route: routeOf(request),
          status: response.statusCode,
          duration: Date.now() - started,
        };
        if (response.statusCode >= 500) root.error(fields, 'request failed');
        else root.info(fields, response.writableEnded ? 'request completed' : 'request aborted');
      });
    }
    next();
  };
}
