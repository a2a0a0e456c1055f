import type { SportsWidgetSummary } from '../sports-widgets';
import type { SportsWidgetRepository } from './sports-widget.ports';

/** The editor's exported widgets, newest first, revoked ones included (they are still pasted somewhere). */
export class ListSportsWidgets {
  constructor(private readonly widgets: SportsWidgetRepository) {}

  async execute(ownerId: string): Promise<SportsWidgetSummary[]> {
    const widgets = await this.widgets.listByOwner(ownerId);
    return widgets.map(({ ownerId: _owner, ...summary }) => summary);
  }
}
