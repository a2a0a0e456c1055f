import { DomainError } from '@newsdesk/core/shared/domain-error';

/** Where in a request a NUL was found ("body.alert.emails.0"), or null. Keys count too. */
export const findNulCharacter = (value: unknown, path: string, depth = 0): string | null => {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return `${path}.${key.replace(/\u0000/g, '\\0')}`;
    const found = findNulCharacter(inner, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
};

/**
 * PostgreSQL cannot store U+0000 in text or jsonb, so a NUL anywhere in a request would end in a
 * database error (500) after validation passed. Refused up front, for every route, as a 400.
 */
export const assertNoNulCharacters = (parts: Record<string, unknown>): void => {
  for (const [name, value] of Object.entries(parts)) {
    const where = findNulCharacter(value, name);
    if (where) {
      throw new DomainError('invalid', 'request.invalid_characters', `Text must not contain NUL characters (${where}).`, { path: where });
    }
  }
};
