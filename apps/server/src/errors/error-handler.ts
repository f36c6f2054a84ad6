import type { ApiError } from '@trova/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError, errorCatalogue, type ErrorCode } from './error-catalogue';

function send(reply: FastifyReply, error: AppError): FastifyReply {
  const body: ApiError = { status: 'ERROR', code: error.code, message: error.message };
  if (error.details !== undefined) body.details = error.details;
  for (const [name, value] of Object.entries(error.headers)) void reply.header(name, value);
  return reply.code(error.status).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own client errors, mapped onto our catalogue so every 4xx carries a stable code. */
const fastifyCodes: Partial<Record<string, ErrorCode>> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed-request',
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed-request',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload-too-large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported-media-type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'malformed-request',
  FST_ERR_BAD_URL: 'malformed-url',
  FST_ERR_MAX_PARAM_LENGTH: 'malformed-url',
};

/**
 * Client errors of plugins and libraries that carry only a status (@fastify/static's, http-errors):
 * the nearest code, so no 4xx answers in another shape or turns into a 500.
 */
const statusCodes: Partial<Record<number, ErrorCode>> = {
  404: 'route-not-found',
  405: 'method-not-allowed',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  429: 'too-many-requests',
};

/** zod `too_big` origins that are lists or maps: over their caps they answer `list-too-long`. */
const LIST_ORIGINS: ReadonlySet<string> = new Set(['array', 'set', 'record']);

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: issue.instancePath,
      message: issue.message ?? 'invalid',
    }));
    const overCap = error.validation.some(
      (issue) =>
        issue.keyword === 'too_big' &&
        LIST_ORIGINS.has(String((issue.params as { origin?: unknown }).origin)),
    );
    return new AppError(overCap ? 'list-too-long' : 'validation-failed', undefined, {
      context: error.validationContext,
      issues,
    });
  }
  const mapped = fastifyCodes[error.code];
  if (mapped) return new AppError(mapped);
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return new AppError(statusCodes[status] ?? 'bad-request');
  return new AppError('internal-error');
}

function answer(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const appError = toAppError(error);
  if (appError.status >= 500 || isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'request failed');
  } else {
    request.log.info({ code: appError.code }, appError.message);
  }
  return send(reply, appError);
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(answer);
}

/**
 * Fastify's `frameworkErrors`: what it refuses before routing (an undecodable URL, an overlong path
 * parameter), which would otherwise answer its own body with its internal code.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  void answer(error, request, reply);
}

/**
 * Requests that still arrive while the server closes (on kept-alive connections) answer 503
 * `service-unavailable` in the product's shape and close their connection. Fastify's own
 * `return503OnClosing` answers a body of its own, so the app turns it off and installs this.
 */
export function answerWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) {
      done();
      return;
    }
    void send(reply.header('connection', 'close'), new AppError('service-unavailable'));
  });
}

/** Unknown API calls answer JSON; everything else is left to the console fallback. */
export function sendNotFound(reply: FastifyReply): FastifyReply {
  return send(reply, new AppError('route-not-found'));
}

export { errorCatalogue };
