import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { formatSportsDateTime } from '@newsdesk/core/sports/sports-time';
import type { SportsEmbedStore } from './sports-embed.store';
import { useEmbedTranslation } from './use-embed-translation';
import { WidgetBody } from './WidgetBody';
import './SportsEmbed.css';

/**
 * A read-only table or list on another site's page. Everything it shows comes from the widget's
 * public answer; times are Zurich time (spec §1), said once in the footer.
 */
export const SportsEmbed = observer(({ store }: { store: SportsEmbedStore }) => {
  const { t, lang } = useEmbedTranslation();
  const titleId = useId();
  const { widget, status } = store;
  if (!widget) {
    const message = status === 'loading' ? t('loading') : status === 'unavailable' ? t('unavailable') : t('failed');
    return (
      <section className="nd-sports-embed" aria-busy={status === 'loading'}>
        <p className="nd-sports-embed__message" role="status">
          {message}
        </p>
      </section>
    );
  }
  return (
    <section className="nd-sports-embed" aria-labelledby={titleId} data-kind={widget.kind}>
      <h2 id={titleId} className="nd-sports-embed__title">
        {widget.title}
      </h2>
      <WidgetBody widget={widget} />
      <p className="nd-sports-embed__footer">
        <span>{t('timeZone')}</span>
        <span>{t('updated', { time: formatSportsDateTime(widget.generatedAt, lang) })}</span>
        <span>{t('source')}</span>
      </p>
    </section>
  );
});
