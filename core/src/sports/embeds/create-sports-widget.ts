import type { Clock } from '../../shared/clock';
import type { SportsStatisticsUseCases } from '../sports-statistics.contract';
import type { SportsWidgetCreated, SportsWidgetRequest } from '../sports-widgets';
import { sportsWidgetSnippets } from './embed-snippets';
import { readWidgetView } from './read-widget-view';
import type { SportsWidgetRepository, SportsWidgetSigner } from './sports-widget.ports';
import type { SportsWidget } from './sports-widget.types';
import { formatWidgetToken, widgetTokenMessage } from './widget-token';
import type { IdGenerator } from '../../shared/id-generator';

/**
 * Exports a table or list as an embeddable widget. The view is read once first, so a widget for
 * a competition, race or provider that does not exist is refused with that error instead of
 * being handed out as a snippet that would only ever show an error on the host's page.
 */
export class CreateSportsWidget {
  constructor(
    private readonly widgets: SportsWidgetRepository,
    private readonly signer: SportsWidgetSigner,
    private readonly statistics: SportsStatisticsUseCases,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  /** `baseUrl`: where other sites reach this Newsdesk (the snippets point there). */
  async execute(ownerId: string, request: SportsWidgetRequest, baseUrl: string): Promise<SportsWidgetCreated> {
    await readWidgetView(this.statistics, request);
    const widget: SportsWidget = {
      id: this.ids.newId(),
      ownerId,
      kind: request.kind,
      serviceProvider: request.serviceProvider,
      params: request.params,
      locale: request.locale,
      title: request.title.trim(),
      createdAt: this.clock.now().toISOString(),
      revokedAt: null,
    };
    await this.widgets.insert(widget);
    const token = formatWidgetToken(widget.id, await this.signer.sign(widgetTokenMessage(widget)));
    return { id: widget.id, token, ...sportsWidgetSnippets(baseUrl, token, widget.title) };
  }
}
