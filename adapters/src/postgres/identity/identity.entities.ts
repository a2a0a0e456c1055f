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
    passwordHash: p.string().length(255),
    active: p.boolean(),
    createdAt: p.datetime(),
  },
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

export const LoginFailureRow = defineEntity({
  name: 'LoginFailureRow',
  tableName: 'login_failure',
  indexes: [{ properties: ['email', 'at'] }, { properties: ['ip', 'at'] }],
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    email: p.string().length(254),
    ip: p.string().length(64),
    at: p.datetime(),
  },
});

export const identityEntities = [UserRow, SessionRow, LoginFailureRow];
