import type { Clock } from '../../shared/clock';
import { widgetNotFound, widgetNotOwner } from './sports-widget.errors';
import type { SportsWidgetRepository } from './sports-widget.ports';
import type { WidgetActor } from './sports-widget.types';

/**
 * Revokes a widget for good: its token reads nothing from now on, on every host page. Revoking
 * twice is not an error (the first time counts), so a retried request does no harm.
 */
export class RevokeSportsWidget {
  constructor(
    private readonly widgets: SportsWidgetRepository,
    private readonly clock: Clock,
  ) {}

  async execute(actor: WidgetActor, widgetId: string): Promise<void> {
    const widget = await this.widgets.findById(widgetId);
    if (!widget) throw widgetNotFound();
    if (widget.ownerId !== actor.userId && !actor.isAdmin) throw widgetNotOwner();
    await this.widgets.revoke(widgetId, this.clock.now().toISOString());
  }
}
