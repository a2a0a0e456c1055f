import type { InfoMessageRepository } from '../info-message.ports';
import { isActive, type InfoMessage } from '../info-message.types';

const newestFirst = (a: InfoMessage, b: InfoMessage) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1);

export class InMemoryInfoMessageRepository implements InfoMessageRepository {
  private readonly messages = new Map<string, InfoMessage>();
  /** `${messageId} ${userId}` */
  private readonly dismissed = new Set<string>();

  async findById(id: string) {
    const message = this.messages.get(id);
    return message ? structuredClone(message) : null;
  }

  async listAll() {
    return [...this.messages.values()].sort(newestFirst).map((m) => structuredClone(m));
  }

  async listActiveFor(userId: string, now: Date) {
    return (await this.listAll()).filter((m) => isActive(m, now) && !this.dismissed.has(`${m.id} ${userId}`));
  }

  async insert(message: InfoMessage) {
    this.messages.set(message.id, structuredClone(message));
  }

  async update(message: InfoMessage) {
    if (this.messages.has(message.id)) this.messages.set(message.id, structuredClone(message));
  }

  async delete(id: string) {
    for (const key of [...this.dismissed]) if (key.startsWith(`${id} `)) this.dismissed.delete(key);
    return this.messages.delete(id);
  }

  async dismiss(messageId: string, userId: string) {
    this.dismissed.add(`${messageId} ${userId}`);
  }
}
