import type { MissedNotification, NotificationDocument } from './notification.types';

/**
 * What a browser missed while its socket was down (`GET /api/notifications`): the newest matches
 * of the collections the user sees, at most NOTIFICATION_LIMIT unique documents, newest first,
 * never at or before the user's "Clear all" (catchUpFrom), with read flags (withReadMarks).
 */
export const MissedNotifications = Symbol.for('MissedNotifications');
export interface MissedNotifications {
  forUser(userId: string, since: Date | null, now: Date): Promise<MissedNotification[]>;
}

/** One user who hears of a collection's new matches live. */
export interface CollectionFollower {
  collectionId: string;
  collectionName: string;
  userId: string;
}

/** The audience of live notifications: owner and subscribers of each collection, users who muted them left out. */
export const CollectionFollowers = Symbol.for('CollectionFollowers');
export interface CollectionFollowers {
  /** For every collection among these that still exists; one lookup for the whole batch. */
  unmutedFollowersOf(collectionIds: readonly string[]): Promise<CollectionFollower[]>;
}

/** The few fields of documents a notification shows. */
export const NotificationDocuments = Symbol.for('NotificationDocuments');
export interface NotificationDocuments {
  /** The documents that exist among these ids, in the order asked (unknown ids are left out). */
  findByIds(ids: readonly string[]): Promise<NotificationDocument[]>;
}

/** A user's "Clear all" mark and read marks, kept server-side so every tab and device agrees (spec §4, §9). */
export const NotificationStateStore = Symbol.for('NotificationStateStore');
export interface NotificationStateStore {
  /** The user's "cleared before" mark, or null if the user never cleared. */
  clearedBefore(userId: string): Promise<Date | null>;
  /** Moves the mark forward as advanceClearedBefore says (never back, never past `now`); resolves with the mark kept. */
  clear(userId: string, requested: Date | null, now: Date): Promise<Date>;
  /** Marks these documents read for the user at `now`. */
  markRead(userId: string, documentIds: readonly string[], now: Date): Promise<void>;
  /** The documents among these the user has read. */
  readAmong(userId: string, documentIds: readonly string[]): Promise<ReadonlySet<string>>;
}

/** Whether a user muted live notifications (spec §4: enabled or muted), kept server-side so every tab and device agrees. */
export const NotificationPreferences = Symbol.for('NotificationPreferences');
export interface NotificationPreferences {
  isMuted(userId: string): Promise<boolean>;
  setMuted(userId: string, muted: boolean, at: Date): Promise<void>;
  /** The muted users among these (one query per fan-out, not one per user). */
  mutedAmong(userIds: readonly string[]): Promise<ReadonlySet<string>>;
}
