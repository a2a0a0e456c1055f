import { beforeEach, describe, expect, test } from '@jest/globals';
import type { SessionRepository, UserRepository } from '../identity/identity.ports';
import { aSession, aUser } from './identity.mother';

export interface IdentityRepositories {
  users: UserRepository;
  sessions: SessionRepository;
}

/** Every adapter of the identity ports passes this suite (in-memory and PostgreSQL). */
export const identityRepositoriesContract = (name: string, make: () => Promise<IdentityRepositories>) => {
  describe(`${name} satisfies the identity repository contract`, () => {
    let repos: IdentityRepositories;
    beforeEach(async () => {
      repos = await make();
    });

    test('stores and finds users by id and e-mail, with roles and language', async () => {
      const user = aUser({ roles: ['admin', 'staff'], language: 'de', isNew: true });
      await repos.users.add(user);
      expect(await repos.users.findById(user.id)).toEqual(user);
      expect(await repos.users.findByEmail(user.email)).toEqual(user);
      expect(await repos.users.findByEmail('nobody@newsdesk.test')).toBeNull();
    });

    test('lists users by family name, then given name', async () => {
      await repos.users.add(aUser({ givenName: 'Zoe', familyName: 'Arnold' }));
      await repos.users.add(aUser({ givenName: 'Anna', familyName: 'Zbinden' }));
      await repos.users.add(aUser({ givenName: 'Ben', familyName: 'Arnold' }));
      const names = (await repos.users.list()).map((u) => `${u.givenName} ${u.familyName}`);
      expect(names).toEqual(['Ben Arnold', 'Zoe Arnold', 'Anna Zbinden']);
    });

    test('refuses a second user with the same e-mail', async () => {
      const user = aUser();
      await repos.users.add(user);
      await expect(repos.users.add(aUser({ email: user.email }))).rejects.toThrow();
    });

    test('updates language, password and roles', async () => {
      const user = aUser();
      await repos.users.add(user);
      await repos.users.setLanguage(user.id, 'fr');
      await repos.users.setColorScheme(user.id, 'dark');
      await repos.users.setPassword(user.id, 'plain:new');
      await repos.users.setRoles(user.id, ['admin']);
      expect(await repos.users.findById(user.id)).toMatchObject({
        language: 'fr',
        colorScheme: 'dark',
        passwordHash: 'plain:new',
        roles: ['admin'],
      });
    });

    test('keeps sessions, touches, closes pages and ends them', async () => {
      const user = aUser();
      await repos.users.add(user);
      const first = aSession({ userId: user.id, createdAt: new Date('2026-11-21T08:00:00Z') });
      const second = aSession({ userId: user.id, createdAt: new Date('2026-11-21T08:30:00Z') });
      await repos.sessions.add(first);
      await repos.sessions.add(second);
      expect(await repos.sessions.findByTokenHash(first.tokenHash)).toEqual(first);
      expect(await repos.sessions.findByTokenHash('unknown')).toBeNull();

      const later = new Date('2026-11-21T08:45:00Z');
      await repos.sessions.touch(first.id, later);
      await repos.sessions.setPageClosed(second.id, later);
      expect((await repos.sessions.findByTokenHash(first.tokenHash))?.lastSeenAt).toEqual(later);
      expect((await repos.sessions.findByTokenHash(second.tokenHash))?.pageClosedAt).toEqual(later);
      await repos.sessions.setPageClosed(second.id, null);
      expect((await repos.sessions.findByTokenHash(second.tokenHash))?.pageClosedAt).toBeNull();

      expect((await repos.sessions.listOpenForUser(user.id)).map((s) => s.id)).toEqual([first.id, second.id]);
      await repos.sessions.end(first.id, later);
      expect((await repos.sessions.listOpenForUser(user.id)).map((s) => s.id)).toEqual([second.id]);
      expect((await repos.sessions.findByTokenHash(first.tokenHash))?.endedAt).toEqual(later);
    });

    test('activates and deactivates users', async () => {
      const user = aUser();
      await repos.users.add(user);
      await repos.users.setActive(user.id, false);
      expect((await repos.users.findById(user.id))?.active).toBe(false);
      await repos.users.setActive(user.id, true);
      expect((await repos.users.findById(user.id))?.active).toBe(true);
    });

    test('administration: finds sessions by id, lists open recent ones of everyone, ends all of a user, knows the last activity', async () => {
      const [ana, ben] = [aUser(), aUser()];
      await repos.users.add(ana);
      await repos.users.add(ben);
      const at = (m: number) => new Date(Date.UTC(2026, 10, 21, 9, m));
      const anaOld = aSession({ userId: ana.id, createdAt: at(0) });
      const anaNew = aSession({ userId: ana.id, createdAt: at(10) });
      const benOne = aSession({ userId: ben.id, createdAt: at(5) });
      for (const s of [anaOld, anaNew, benOne]) await repos.sessions.add(s);
      expect(await repos.sessions.findById(anaNew.id)).toEqual(anaNew);
      expect(await repos.sessions.findById('no-such-session')).toBeNull();

      expect((await repos.sessions.listOpenSeenSince(at(0))).map((s) => s.id)).toEqual([anaOld.id, benOne.id, anaNew.id]);
      expect((await repos.sessions.listOpenSeenSince(at(6))).map((s) => s.id)).toEqual([anaNew.id]);

      await repos.sessions.touch(anaOld.id, at(30));
      expect(await repos.sessions.endAllForUser(ana.id, at(40))).toBe(2);
      expect(await repos.sessions.endAllForUser(ana.id, at(41))).toBe(0);
      expect((await repos.sessions.findById(anaOld.id))?.endedAt).toEqual(at(40));
      expect((await repos.sessions.listOpenSeenSince(at(0))).map((s) => s.id)).toEqual([benOne.id]);

      const lastSeen = await repos.sessions.lastSeenByUser();
      expect(lastSeen.get(ana.id)).toEqual(at(30));
      expect(lastSeen.get(ben.id)).toEqual(at(5));
    });
  });
};
