/**
 * The JSON envelope on every answer: `{"status":"OK","data":...}` or
 * `{"status":"error","error":{"name","message"}}` with the HTTP status of sdk/api ERROR_STATUS.
 * Fastify's own failures (bad JSON, wrong content type, body too large, unknown route) use it too.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_NAMES, ERROR_STATUS, type ErrorBody, type ErrorEnvelope, type OkEnvelope } from '@fathom/sdk/api';

/** A handler's answer already serialised as JSON (text, or its UTF-8 bytes): sent inside the envelope as it is. */
export class JsonText {
  constructor(readonly json: string | Buffer) {}
}

const OK_OPEN = Buffer.from('{"status":"OK","data":');
const OK_CLOSE = Buffer.from('}');

/** The OK envelope around JSON text, as bytes (bytes are written as they are; a string is encoded on each send). */
export function okBytes(answer: JsonText): Buffer {
  const data = typeof answer.json === 'string' ? Buffer.from(answer.json) : answer.json;
  return Buffer.concat([OK_OPEN, data, OK_CLOSE]);
}

export function ok<T>(data: T): OkEnvelope<T> {
  return { status: 'OK', data };
}

export function errorEnvelope(name: string, message: string, extra: Partial<ErrorBody> = {}): ErrorEnvelope {
  return { status: 'error', error: { name, message, ...extra } };
}

interface NamedError {
  errorName: string;
  message: string;
  httpStatus?: number;
  detail?: unknown;
}
function isNamed(e: unknown): e is NamedError {
  return !!e && typeof (e as NamedError).errorName === 'string';
}

const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ERROR_NAMES.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: ERROR_NAMES.payloadTooLarge,
  FST_ERR_NOT_FOUND: ERROR_NAMES.routeNotFound,
};

/** Name, HTTP status and body for any thrown value. */
export function describeError(err: unknown): { status: number; body: ErrorEnvelope; internal: boolean } {
  if (isNamed(err)) {
    const detail = err.detail as { secondsLeft?: number } | undefined;
    const extra: Partial<ErrorBody> = {};
    if (detail && typeof detail.secondsLeft === 'number') extra.secondsLeft = detail.secondsLeft;
    else if (detail !== undefined) extra.detail = detail;
    return { status: err.httpStatus ?? ERROR_STATUS[err.errorName] ?? 400, body: errorEnvelope(err.errorName, err.message, extra), internal: false };
  }
  const f = err as FastifyError;
  const status = typeof f?.statusCode === 'number' ? f.statusCode : 500;
  if (status >= 400 && status < 500) {
    const name =
      (f.code && FASTIFY_CODES[f.code]) ??
      (status === 404
        ? ERROR_NAMES.routeNotFound
        : status === 413
          ? ERROR_NAMES.payloadTooLarge
          : status === 415
            ? ERROR_NAMES.unsupportedMediaType
            : ERROR_NAMES.validation);
    const message =
      f.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'The request body is empty but declared as JSON.'
        : /JSON/i.test(f.message ?? '') || f.code?.startsWith('FST_ERR_CTP')
          ? `The request body is not valid: ${f.message}`
          : f.message || 'The request is not valid.';
    return { status: ERROR_STATUS[name] ?? status, body: errorEnvelope(name, message), internal: false };
  }
  return { status: 500, body: errorEnvelope(ERROR_NAMES.internal, 'Something went wrong. Please try again'), internal: true };
}

export function sendError(reply: FastifyReply, err: unknown, request?: FastifyRequest): FastifyReply {
  const { status, body, internal } = describeError(err);
  if (internal) request?.log.error({ err }, 'request failed');
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

/** Error and not-found handlers: every failure, Fastify's own included, answers in the envelope. */
export function installEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply) => sendError(reply, err, request));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    return reply.code(404).send(errorEnvelope(ERROR_NAMES.routeNotFound, `No such call: ${request.method} ${path}`));
  });
}

/**
 * Failures Node's HTTP parser finds before Fastify sees a request (an oversized request line or headers, a
 * malformed request, a header timeout) answer in the envelope too, then the connection closes.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: import('node:net').Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, name, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'RequestTooLarge', 'The request line or its headers are too large; send large payloads in a POST body.']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'RequestTimeout', 'The request was not received in time.']
        : [400, 'BadRequest', 'The request could not be read as HTTP.'];
  const body = JSON.stringify(errorEnvelope(name, message));
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
