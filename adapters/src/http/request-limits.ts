import { DomainError } from '@newsdesk/core/shared/domain-error';

/**
 * How far a request's JSON may go, whatever the route. The route schemas (zod) judge what a
 * field means; these bounds come first, so that no code behind them — zod, a use case, a
 * repository, PostgreSQL's jsonb — ever sees input deep or wide enough to exhaust the stack or
 * the event loop. Largest legitimate shapes today: 100,000-character glossary descriptions,
 * 10,000-id lists, search bodies 4 levels deep (docs/decisions/0015-bounded-request-input.md).
 */
export interface ValueLimits {
  /** Objects and arrays nested inside one another; the body itself is level 1. */
  maxDepth: number;
  /** Items of one array. */
  maxArrayLength: number;
  /** Members of one object. */
  maxFields: number;
  /** UTF-16 code units of one string, object keys included. */
  maxStringLength: number;
}

export const JSON_BODY_LIMITS: ValueLimits = { maxDepth: 32, maxArrayLength: 10_000, maxFields: 1_000, maxStringLength: 100_000 };

/** The total size of a JSON body (bigger: 413 request.too_large). */
export const JSON_BODY_MAX_BYTES = 256 * 1024;

/**
 * Query strings are flat (Koa parses them with URLSearchParams: a name maps to a string or, when
 * repeated, to an array of strings), so their depth is 2 at most; their size is bounded here.
 */
export const QUERY_LIMITS: ValueLimits & { maxLength: number } = {
  maxDepth: 2,
  maxArrayLength: 100,
  maxFields: 100,
  maxStringLength: 8 * 1024,
  maxLength: 8 * 1024,
};

const number = (n: number) => n.toLocaleString('en');

export const tooDeep = (path: string, limit: number) =>
  new DomainError('invalid', 'request.too_deep', `The request is nested more than ${number(limit)} levels deep (at ${path}).`, {
    path,
    limit,
  });
export const arrayTooLong = (path: string, limit: number) =>
  new DomainError('invalid', 'request.array_too_long', `A list in the request has more than ${number(limit)} items (${path}).`, {
    path,
    limit,
  });
export const tooManyFields = (path: string, limit: number) =>
  new DomainError('invalid', 'request.too_many_fields', `An object in the request has more than ${number(limit)} fields (${path}).`, {
    path,
    limit,
  });
export const stringTooLong = (path: string, limit: number) =>
  new DomainError('invalid', 'request.string_too_long', `A text in the request is longer than ${number(limit)} characters (${path}).`, {
    path,
    limit,
  });
export const nulCharacter = (path: string) =>
  new DomainError('invalid', 'request.invalid_characters', `Text must not contain NUL characters (${path}).`, { path });
export const unpairedSurrogate = (path: string) =>
  new DomainError('invalid', 'request.invalid_characters', `Text must be valid Unicode: half of a surrogate pair on its own (${path}).`, {
    path,
  });

/** A UTF-16 surrogate without its other half (JSON's "\udfff"): no character at all. */
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const queryTooLong = (limit: number) =>
  new DomainError('invalid', 'request.too_large', `The query string is longer than ${number(limit)} characters.`, { path: 'query', limit });

/** One value met on the walk; the path is only spelled out when something is refused. */
interface Visit {
  value: unknown;
  depth: number;
  parent: Visit | null;
  key: string;
}

/** How a refused place is named: "body.alert.emails.3"; long keys are cut, NULs shown as \0. */
const pathOf = (visit: Visit): string => {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at; at = at.parent) keys.push(at.key);
  const shown = keys.reverse().map((key) => {
    const visible = key.replace(/\u0000/g, '\\0');
    return visible.length > 40 ? `${visible.slice(0, 39)}…` : visible;
  });
  return shown.length > 12 ? [...shown.slice(0, 6), '…', ...shown.slice(-5)].join('.') : shown.join('.');
};

const checkString = (text: string, visit: Visit, limits: ValueLimits): void => {
  if (text.length > limits.maxStringLength) throw stringTooLong(pathOf(visit), limits.maxStringLength);
  // PostgreSQL cannot store U+0000 in text or jsonb, and its jsonb refuses a lone surrogate's
  // escape: both refused here rather than as a database error.
  if (text.includes('\u0000')) throw nulCharacter(pathOf(visit));
  if (UNPAIRED_SURROGATE.test(text)) throw unpairedSurrogate(pathOf(visit));
};

/**
 * Checks a parsed request part (`where`: body, query or params) against the limits and for NUL
 * characters, at any depth and in keys too, throwing the first problem as a 400 with a sentence.
 * Walks with a work list, never recursion, and stops at the first container past `maxDepth`, so
 * its own cost is bounded by the (size-capped) input.
 */
export const assertWithinLimits = (value: unknown, where: string, limits: ValueLimits): void => {
  const pending: Visit[] = [{ value, depth: 0, parent: null, key: where }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      checkString(current, visit, limits);
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const depth = visit.depth + 1;
    if (depth > limits.maxDepth) throw tooDeep(pathOf(visit), limits.maxDepth);
    if (Array.isArray(current)) {
      if (current.length > limits.maxArrayLength) throw arrayTooLong(pathOf(visit), limits.maxArrayLength);
      for (let i = current.length - 1; i >= 0; i--) pending.push({ value: current[i], depth, parent: visit, key: String(i) });
      continue;
    }
    // Own enumerable keys only, as JSON.parse and URLSearchParams make them: nothing is read
    // through the object's prototype.
    const keys = Object.keys(current);
    if (keys.length > limits.maxFields) throw tooManyFields(pathOf(visit), limits.maxFields);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      const child: Visit = { value: (current as Record<string, unknown>)[key], depth, parent: visit, key };
      checkString(key, child, limits);
      pending.push(child);
    }
  }
};

/** The raw query string's length, before anything parses it further. */
export const assertQueryLength = (querystring: string): void => {
  if (querystring.length > QUERY_LIMITS.maxLength) throw queryTooLong(QUERY_LIMITS.maxLength);
};
