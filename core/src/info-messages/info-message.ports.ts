import type { InfoMessage } from './info-message.types';

export const InfoMessageRepository = Symbol.for('InfoMessageRepository');
export interface InfoMessageRepository {
  findById(id: string): Promise<InfoMessage | null>;
  /** Every message, newest first (the administration's list, expired ones included). */
  listAll(): Promise<InfoMessage[]>;
  /** Messages not expired at `now` that the user has not dismissed, newest first. */
  listActiveFor(userId: string, now: Date): Promise<InfoMessage[]>;
  insert(message: InfoMessage): Promise<void>;
  update(message: InfoMessage): Promise<void>;
  /** Also forgets who dismissed it. False when there was no such message. */
  delete(id: string): Promise<boolean>;
  /** Idempotent. */
  dismiss(messageId: string, userId: string, at: Date): Promise<void>;
}
