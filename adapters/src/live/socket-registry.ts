/** One open socket as the registry sees it: whose it is and how to reach it. */
export interface RegisteredSocket {
  userId: string;
  sessionToken: string;
}

/**
 * The open sockets of this process by user. A user may have any number (one per tab, per
 * device); a push goes to all of them.
 */
export class SocketRegistry<S extends RegisteredSocket> {
  private readonly byUser = new Map<string, Set<S>>();
  private total = 0;

  add(socket: S): void {
    let sockets = this.byUser.get(socket.userId);
    if (!sockets) this.byUser.set(socket.userId, (sockets = new Set()));
    if (!sockets.has(socket)) {
      sockets.add(socket);
      this.total++;
    }
  }

  remove(socket: S): void {
    const sockets = this.byUser.get(socket.userId);
    if (!sockets?.delete(socket)) return;
    this.total--;
    if (sockets.size === 0) this.byUser.delete(socket.userId);
  }

  /** Users among these who have at least one socket open here. */
  connectedAmong(userIds: readonly string[]): string[] {
    return userIds.filter((id) => this.byUser.has(id));
  }

  *socketsOf(userIds: readonly string[]): Iterable<S> {
    for (const id of new Set(userIds)) yield* this.byUser.get(id) ?? [];
  }

  *all(): Iterable<S> {
    for (const sockets of this.byUser.values()) yield* sockets;
  }

  get size(): number {
    return this.total;
  }
}
