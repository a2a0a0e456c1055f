import { describe, expect, test } from '@jest/globals';
import { InMemoryUserRepository } from '../testing/in-memory-identity';
import { aSession, aUser } from '../testing/identity.mother';
import { FinishTour, type TourProgress } from './finish-tour';
import type { User } from './identity.types';

/** The in-memory port stores the flag on the users of an in-memory repository. */
class InMemoryTourProgress implements TourProgress {
  calls = 0;
  constructor(private readonly users: InMemoryUserRepository) {}
  async markTourFinished(userId: string): Promise<void> {
    this.calls += 1;
    const user = this.users.users.get(userId);
    if (user) this.users.users.set(userId, { ...user, isNew: false });
  }
}

const setup = async (user: User) => {
  const users = new InMemoryUserRepository();
  await users.add(user);
  const progress = new InMemoryTourProgress(users);
  return { users, progress, finishTour: new FinishTour(progress) };
};

describe('FinishTour', () => {
  test('a new user is no longer new afterwards, in the store and in the current session', async () => {
    const user = aUser({ isNew: true });
    const { users, finishTour } = await setup(user);
    const current = { user: { ...user }, session: aSession({ userId: user.id }) };
    await finishTour.execute(current);
    expect((await users.findById(user.id))?.isNew).toBe(false);
    expect(current.user.isNew).toBe(false);
  });

  test('finishing twice (a second tab) writes once', async () => {
    const user = aUser({ isNew: true });
    const { progress, finishTour } = await setup(user);
    const current = { user: { ...user }, session: aSession({ userId: user.id }) };
    await finishTour.execute(current);
    await finishTour.execute(current);
    expect(progress.calls).toBe(1);
  });

  test('a user who is not new stays as they are', async () => {
    const user = aUser({ isNew: false });
    const { users, progress, finishTour } = await setup(user);
    await finishTour.execute({ user: { ...user }, session: aSession({ userId: user.id }) });
    expect(progress.calls).toBe(0);
    expect((await users.findById(user.id))?.isNew).toBe(false);
  });
});
