import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { controlCharacters, lineBreaks, v } from '@soundpost/contracts/validation';
import { validationFailed } from '../lib/errors.ts';

/** Parsed data: arrays and objects, including the prototype-less ones query parsers make. */
const isPlain = (value: object) => {
  if (Array.isArray(value)) return true;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
};

/**
 * The path (`a.b.0`, as zod names fields) of the first string or key in `value` holding a
 * control character; line breaks and tabs only count when `multiline` is false.
 */
export function findControlCharacter(
  value: unknown,
  multiline: boolean,
  path: string[] = [],
): string | undefined {
  const bad = (s: string) => controlCharacters.test(s) || (!multiline && lineBreaks.test(s));
  if (typeof value === 'string') return bad(value) ? path.join('.') || '_' : undefined;
  // Streams, buffers and files (tus, multipart) are not text.
  if (value === null || typeof value !== 'object' || !isPlain(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (bad(key)) return [...path, key].join('.');
    const found = findControlCharacter(item, multiline, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Refuses control characters in every JSON body, query string and path parameter before any
 * route sees them (400 `validation_failed` naming the field), so none reaches the database,
 * which answers NUL with an error. Bodies may hold multi-line text; the contracts refuse line
 * breaks in one-line fields. Queries and paths are never multi-line.
 */
export const inputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const field =
      findControlCharacter(request.body, true) ??
      findControlCharacter(request.query, false) ??
      findControlCharacter(request.params, false);
    if (field !== undefined) throw validationFailed({ [field]: v.controlCharacters });
  });
});
