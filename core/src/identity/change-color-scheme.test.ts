import { describe, expect, test } from '@jest/globals';
import { InMemoryUserRepository } from '../testing/in-memory-identity';
import { aSession, aUser } from '../testing/identity.mother';
import { ChangeColorScheme } from './change-color-scheme';
import { toUserView } from './identity.types';
import type { ColorScheme } from './user-view';

class CountingUsers extends InMemoryUserRepository {
  writes = 0;
  override async setColorScheme(userId: string, colorScheme: ColorScheme) {
    this.writes += 1;
    await super.setColorScheme(userId, colorScheme);
  }
}

describe('ChangeColorScheme', () => {
  test('the choice is stored on the user and shows in the current session at once', async () => {
    const users = new InMemoryUserRepository();
    const user = aUser();
    await users.add(user);
    const current = { user: { ...user }, session: aSession({ userId: user.id }) };
    expect(toUserView(current.user).colorScheme).toBe('system');

    await new ChangeColorScheme(users).execute(current, 'dark');
    expect((await users.findById(user.id))?.colorScheme).toBe('dark');
    expect(toUserView(current.user).colorScheme).toBe('dark');

    await new ChangeColorScheme(users).execute(current, 'system');
    expect((await users.findById(user.id))?.colorScheme).toBe('system');
  });

  test('choosing what is already stored writes nothing', async () => {
    const users = new CountingUsers();
    const user = aUser({ colorScheme: 'light' });
    await users.add(user);
    await new ChangeColorScheme(users).execute({ user: { ...user }, session: aSession({ userId: user.id }) }, 'light');
    expect(users.writes).toBe(0);
  });
});
