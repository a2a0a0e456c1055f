import { defineEntity, p } from '@mikro-orm/postgresql';

export const UserRow = defineEntity({
  name: 'UserRow',
  tableName: 'app_user',
  properties: {
    id: p.uuid().primary(),
    email: p.string().length(254).unique(),
    givenName: p.string().length(100),
    familyName: p.string().length(100),
    roles: p.array(),
    isNew: p.boolean(),
    language: p.string().length(2),
    colorScheme: p.string().length(6).default('system'),
    passwordHash: p.string().length(255),
    active: p.boolean(),
    createdAt: p.datetime(),
  },
  checks: [{ name: 'app_user_color_scheme_check', expression: `"color_scheme" in ('system', 'light', 'dark')` }],
});

export const SessionRow = defineEntity({
  name: 'SessionRow',
  tableName: 'auth_session',
  properties: {
    id: p.string().length(32).primary(),
    userId: p.uuid().index(),
    tokenHash: p.string().length(64).unique(),
    createdAt: p.datetime(),
    lastSeenAt: p.datetime(),
    pageClosedAt: p.datetime().nullable(),
    endedAt: p.datetime().nullable(),
    userAgent: p.string().length(500).nullable(),
    ip: p.string().length(64).nullable(),
  },
});

/**
 * Login attempts per key (`account:…`, `pair:…`, `address:…`) and fixed window, reserved before a
 * password check (login-throttle.ts, ADR 0014). Rows whose window has ended are deleted.
 */
export const LoginAttemptCountRow = defineEntity({
  name: 'LoginAttemptCountRow',
  tableName: 'login_attempt_count',
  properties: {
    key: p.string().length(400).primary(),
    windowStart: p.datetime().primary(),
    windowEnd: p.datetime().index(),
    attempts: p.integer(),
  },
});

/** The next free turn of an address that is slowed down (ADR 0014). */
export const LoginTurnRow = defineEntity({
  name: 'LoginTurnRow',
  tableName: 'login_turn',
  properties: {
    key: p.string().length(100).primary(),
    nextFreeAt: p.datetime().index(),
  },
});

export const identityEntities = [UserRow, SessionRow, LoginAttemptCountRow, LoginTurnRow];
