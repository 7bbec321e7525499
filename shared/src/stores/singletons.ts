/**
 * Diagnostics for the federation singletons: each module that must exist once registers its
 * instance here, so a test can prove that the shell and every remote see the same objects.
 */
type Registry = Record<string, unknown[]>;

function registry(): Registry {
  const g = globalThis as unknown as { __FORWARDER_SINGLETONS__?: Registry };
  g.__FORWARDER_SINGLETONS__ ??= {};
  return g.__FORWARDER_SINGLETONS__;
}

/** Record `instance` under `name`; identical instances are counted once. */
export function registerSingleton(name: string, instance: unknown): void {
  const list = (registry()[name] ??= []);
  if (!list.includes(instance)) list.push(instance);
}

/** How many distinct instances were registered under each name. */
export function singletonCounts(): Record<string, number> {
  return Object.fromEntries(Object.entries(registry()).map(([k, v]) => [k, v.length]));
}
