/**
 * Errors are data: every failure answers `{ errorCode, message }`. Client mistakes keep a
 * useful message; 5xx messages are replaced so internals never leak. Unknown routes answer a
 * JSON 404, except browser navigations in all-in-one mode, which get the shell (SPA fallback).
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/errors.ts';
import { globalPlugin } from '../lib/plugin.ts';

/** Fastify's own 4xx codes mapped to ours. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_BAD_URL: 'BAD_URL',
};

const plugin: FastifyPluginAsync = async (app) => {
  // Calls without a body (logout, the exchange stand-in) sometimes still say application/json:
  // an empty body is then no body, not a 400. Anything else goes to Fastify's safe parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(req, text, done);
  });

  app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    if (err instanceof HttpError) {
      if (err.statusCode >= 500) req.log.error(err);
      return reply.code(err.statusCode).send({ errorCode: err.errorCode, message: err.message });
    }
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) {
      req.log.error(err);
      return reply.code(status).send({ errorCode: 'INTERNAL', message: 'Something went wrong on our side. Please try again later.' });
    }
    const errorCode = (err.code && FASTIFY_CODES[err.code]) ?? (status === 404 ? 'NOT_FOUND' : status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST');
    return reply.code(status).send({ errorCode, message: err.message });
  });

  app.setNotFoundHandler(async (req, reply) => {
    if (app.spaFallback && (await app.spaFallback(req, reply))) return reply;
    return reply.code(404).send({ errorCode: 'NOT_FOUND', message: `${req.method} ${req.url.split('?')[0]} does not exist.` });
  });
};

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (a bad Content-Length, a
 * malformed request line, headers too large, too slow): they are answered here, on the socket,
 * in the api's error shape instead of Fastify's default body (Fastify's `clientErrorHandler`).
 */
export function clientErrorHandler(this: FastifyInstance, err: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, errorCode, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive.']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'HEADERS_TOO_LARGE', 'The request headers are too large.']
        : [400, 'BAD_REQUEST', 'The request is malformed.'];
  this.log.debug({ err }, 'client error');
  const body = JSON.stringify({ errorCode, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the static plugin in all-in-one mode: answers a browser navigation with the shell; false when it does not apply. */
    spaFallback: ((req: FastifyRequest, reply: FastifyReply) => Promise<boolean>) | null;
  }
}

/** Installs the error and not-found handlers. */
export const errorsPlugin = globalPlugin(plugin, 'errors');
