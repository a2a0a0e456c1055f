import type { SportsWidgetRepository } from '../sports-widget.ports';
import type { SportsWidget } from '../sports-widget.types';

export class InMemorySportsWidgetRepository implements SportsWidgetRepository {
  private readonly widgets = new Map<string, SportsWidget>();

  async insert(widget: SportsWidget): Promise<void> {
    if (this.widgets.has(widget.id)) throw new Error(`widget ${widget.id} exists`);
    this.widgets.set(widget.id, structuredClone(widget));
  }

  async findById(id: string): Promise<SportsWidget | null> {
    const widget = this.widgets.get(id);
    return widget ? structuredClone(widget) : null;
  }

  async listByOwner(ownerId: string): Promise<SportsWidget[]> {
    return [...this.widgets.values()]
      .filter((w) => w.ownerId === ownerId)
      .sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1))
      .map((w) => structuredClone(w));
  }

  async revoke(id: string, at: string): Promise<void> {
    const widget = this.widgets.get(id);
    if (widget && widget.revokedAt === null) widget.revokedAt = at;
  }
}
