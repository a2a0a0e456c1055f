import type { SportsWidget } from './sports-widget.types';

export const SportsWidgetRepository = Symbol.for('SportsWidgetRepository');
export interface SportsWidgetRepository {
  insert(widget: SportsWidget): Promise<void>;
  findById(id: string): Promise<SportsWidget | null>;
  /** The owner's widgets, revoked ones included, newest first. */
  listByOwner(ownerId: string): Promise<SportsWidget[]>;
  /** Marks the widget revoked at `at`; a widget revoked before keeps its first revocation time. */
  revoke(id: string, at: string): Promise<void>;
}

/**
 * A keyed MAC (HMAC-SHA256 in the adapter) with a secret only the server knows, the same in
 * every process. Asynchronous because the secret may have to be read from the database first.
 */
export const SportsWidgetSigner = Symbol.for('SportsWidgetSigner');
export interface SportsWidgetSigner {
  /** The signature of `message`, URL-safe (base64url). */
  sign(message: string): Promise<string>;
  /** Whether `signature` is sign(message), compared in constant time. */
  verify(message: string, signature: string): Promise<boolean>;
}
