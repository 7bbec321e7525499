import * as v from 'valibot';
import { badRequest } from './errors.ts';

/**
 * Parse untrusted input (a body or a query) with a contract schema; a failure becomes a 400
 * VALIDATION_FAILED naming the first bad field, never a 500.
 */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = v.getDotPath(issue);
  throw badRequest(path ? `${path}: ${issue.message}` : issue.message);
}
