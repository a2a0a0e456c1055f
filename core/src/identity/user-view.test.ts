import { expect, test } from '@jest/globals';
import { aUser } from '../testing/identity.mother';
import { isValidEmail, toUserView } from './identity.types';
import { hasUnknownName, isAdmin } from './user-view';

test('the user view exposes no password hash and nests the name', () => {
  const view = toUserView(aUser({ givenName: 'Lea', familyName: 'Roth', roles: ['admin'] }));
  expect(view).not.toHaveProperty('passwordHash');
  expect(view.name).toEqual({ givenName: 'Lea', familyName: 'Roth' });
  expect(isAdmin(view)).toBe(true);
  expect(isAdmin({ roles: ['staff'] })).toBe(false);
});

test('a user named Unknown is recognised whatever the case', () => {
  expect(hasUnknownName({ name: { givenName: ' unknown ', familyName: '' } })).toBe(true);
  expect(hasUnknownName({ name: { givenName: 'Unknownia', familyName: '' } })).toBe(false);
});

test('e-mail validation', () => {
  expect(isValidEmail('a.b@newsroom.ch')).toBe(true);
  for (const bad of ['', 'a@b', 'a b@c.ch', '@c.ch', 'a@.']) expect(isValidEmail(bad)).toBe(false);
});
