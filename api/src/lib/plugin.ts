import type { FastifyPluginAsync } from 'fastify';

/**
 * Mark a plugin as global: its decorators and hooks apply to the whole app instead of its own
 * encapsulated context. This is all `fastify-plugin` does for us, without the dependency.
 */
export function globalPlugin<O extends Record<string, unknown>>(fn: FastifyPluginAsync<O>, name: string): FastifyPluginAsync<O> {
  const marked = fn as FastifyPluginAsync<O> & Record<symbol, unknown>;
  marked[Symbol.for('skip-override')] = true;
  marked[Symbol.for('fastify.display-name')] = name;
  return marked;
}
