import * as v from 'valibot';
import { badRequest } from './errors.ts';

/** U+0000 (PostgreSQL refuses it in text) or a lone surrogate (not a character at all). */
const unsafe = (s: string) => s.includes('\u0000') || /\p{Cs}/u.test(s);

/**
 * Where in `input` (a parsed body or query) a string, or an object key, holds U+0000 or a lone
 * surrogate: its dot path ('' for the input itself), or null when there is none. Walked with a
 * stack, so a deeply nested body cannot overflow the call stack.
 */
export function unsafeTextAt(input: unknown): string | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value: input, path: '' }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (unsafe(value)) return path;
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        if (unsafe(key)) return at;
        stack.push({ value: item, path: at });
      }
    }
  }
  return null;
}

/**
 * Parse untrusted input (a body or a query) with a contract schema; a failure becomes a 400
 * VALIDATION_FAILED naming the first bad field, never a 500. Before the schema, every string
 * and key at any depth is refused when it holds U+0000 or a lone surrogate: no field of the
 * contract takes them, and U+0000 would reach PostgreSQL and fail there (a 500).
 */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const at = unsafeTextAt(input);
  if (at !== null) throw badRequest(`${at ? `${at}: ` : ''}must not contain U+0000 or an unpaired surrogate`);
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = v.getDotPath(issue);
  throw badRequest(path ? `${path}: ${issue.message}` : issue.message);
}
