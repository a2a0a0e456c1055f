import type { ReleaseNoteRepository } from '../release-note.ports';
import type { ReleaseNote, ReleaseNoteCursor } from '../release-note.types';

const newerFirst = (a: ReleaseNote, b: ReleaseNote) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

const olderThan = (note: ReleaseNote, cursor: ReleaseNoteCursor) =>
  note.createdAt.getTime() < cursor.createdAt.getTime() || (note.createdAt.getTime() === cursor.createdAt.getTime() && note.id < cursor.id);

export class InMemoryReleaseNoteRepository implements ReleaseNoteRepository {
  private readonly notes = new Map<string, ReleaseNote>();
  private readonly seen = new Map<string, Date>();

  async findById(id: string) {
    const note = this.notes.get(id);
    return note ? structuredClone(note) : null;
  }

  async listPage(limit: number, after: ReleaseNoteCursor | null) {
    return [...this.notes.values()]
      .filter((note) => !after || olderThan(note, after))
      .sort(newerFirst)
      .slice(0, limit)
      .map((note) => structuredClone(note));
  }

  async insert(note: ReleaseNote) {
    this.notes.set(note.id, structuredClone(note));
  }

  async update(note: ReleaseNote) {
    if (this.notes.has(note.id)) this.notes.set(note.id, structuredClone(note));
  }

  async delete(id: string) {
    return this.notes.delete(id);
  }

  async markSeen(userId: string, at: Date) {
    this.seen.set(userId, at);
  }

  async hasUnseen(userId: string) {
    const seenAt = this.seen.get(userId);
    return [...this.notes.values()].some((note) => !seenAt || note.createdAt.getTime() > seenAt.getTime());
  }
}
