/**
 * Rate limits for the calls worth abusing (sign-in, newsletter). Nothing is limited unless a
 * route asks for it in its `config.rateLimit`; the answer is 429 RATE_LIMITED in the api's
 * error shape.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../lib/errors.ts';
import { globalPlugin } from '../lib/plugin.ts';

const plugin: FastifyPluginAsync = async (app) => {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (req) => req.ip,
    errorResponseBuilder: (_req, ctx) =>
      new HttpError(ctx.statusCode, 'RATE_LIMITED', `Too many requests: try again in ${ctx.after}.`),
  });
};

/** Registers the (opt-in) rate limiter. */
export const rateLimitPlugin = globalPlugin(plugin, 'rate-limit');
