import type { Clock } from '../../shared/clock';
import type { SportsStatisticsUseCases } from '../sports-statistics.contract';
import type { PublicSportsWidget, SportsWidgetLocale } from '../sports-widgets';
import { readWidgetView } from './read-widget-view';
import { widgetNotFound } from './sports-widget.errors';
import type { SportsWidgetRepository, SportsWidgetSigner } from './sports-widget.ports';
import { parseWidgetToken, widgetTokenMessage } from './widget-token';

/**
 * What a host page shows, for anyone holding the token (no session). The token must be
 * well-formed, name a stored widget that is not revoked, and carry that widget's signature;
 * all three failures look alike to the caller.
 */
export class ReadPublicSportsWidget {
  constructor(
    private readonly widgets: SportsWidgetRepository,
    private readonly signer: SportsWidgetSigner,
    private readonly statistics: SportsStatisticsUseCases,
    private readonly clock: Clock,
  ) {}

  async execute(token: string): Promise<PublicSportsWidget> {
    const widget = await this.signedWidget(token);
    if (widget.revokedAt !== null) throw widgetNotFound();
    const data = await readWidgetView(this.statistics, widget);
    return { kind: widget.kind, locale: widget.locale, title: widget.title, data, generatedAt: this.clock.now().toISOString() };
  }

  /**
   * The language of the iframe page of a genuine token: also of a revoked widget, whose page then
   * says in that language that it is no longer available. No data is read.
   */
  async pageLanguage(token: string): Promise<SportsWidgetLocale> {
    return (await this.signedWidget(token)).locale;
  }

  private async signedWidget(token: string) {
    const parsed = parseWidgetToken(token);
    if (!parsed) throw widgetNotFound();
    const widget = await this.widgets.findById(parsed.widgetId);
    if (!widget || !(await this.signer.verify(widgetTokenMessage(widget), parsed.signature))) throw widgetNotFound();
    return widget;
  }
}
