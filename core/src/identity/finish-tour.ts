import type { AuthenticatedSession } from './identity.types';

/**
 * Where a user's "first time here" flag lives. Its own narrow port (not a UserRepository
 * method) because finishing the tour is the only write of that flag, and the adapter is tiny.
 */
export const TourProgress = Symbol.for('TourProgress');
export interface TourProgress {
  /** Clears isNew: the user has finished or skipped the guided tour. */
  markTourFinished(userId: string): Promise<void>;
}

/**
 * Finishing or skipping the guided tour (spec §2) makes the user no longer new, so the tour
 * does not start on its own again. Idempotent: a second call (another tab) changes nothing.
 */
export class FinishTour {
  constructor(private readonly progress: TourProgress) {}

  async execute(current: AuthenticatedSession): Promise<void> {
    if (!current.user.isNew) return;
    await this.progress.markTourFinished(current.user.id);
    current.user.isNew = false;
  }
}
