import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SPORTS_WIDGET_LOCALES, type SportsWidgetLocale } from '@newsdesk/core/sports/sports-widgets';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { TITLE_MAX_LENGTH, type SnippetKind, type WidgetExportStore } from './widget-export.store';
import './StatisticsControls.css';
import './StatisticsExport.css';

export interface ExportWidgetDialogProps {
  store: WidgetExportStore;
  /** Defaults to the browser's clipboard. */
  clipboard?: Pick<Clipboard, 'writeText'> | undefined;
}

const LANGUAGE_NAMES: Record<SportsWidgetLocale, string> = { en: 'English', de: 'Deutsch', fr: 'Français' };

const Snippet = observer(function Snippet({
  store,
  kind,
  clipboard,
}: {
  store: WidgetExportStore;
  kind: SnippetKind;
  clipboard: ExportWidgetDialogProps['clipboard'];
}) {
  const { t } = useTranslation('statistics');
  const id = useId();
  const code = store.created?.embed[kind] ?? '';
  const copied = store.copied?.snippet === kind ? store.copied : null;
  return (
    <div className="nd-stats-snippet">
      <label htmlFor={id} className="nd-stats-field__label">
        {t(`export.${kind}Label`)}
      </label>
      <p className="nd-stats-snippet__hint" id={`${id}-hint`}>
        {t(`export.${kind}Hint`)}
      </p>
      <textarea
        id={id}
        className="nd-stats-snippet__code"
        readOnly
        rows={kind === 'script' ? 4 : 3}
        value={code}
        aria-describedby={`${id}-hint`}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="nd-stats-snippet__row">
        <Button onClick={() => void store.copy(kind, clipboard ?? (typeof navigator === 'undefined' ? undefined : navigator.clipboard))}>
          {t(`export.copy.${kind}`)}
        </Button>
        <span
          role="status"
          className={copied ? (copied.ok ? 'nd-stats-copied' : 'nd-stats-copied nd-stats-copied--failed') : 'nd-visually-hidden'}
        >
          {copied ? t(copied.ok ? 'export.copied' : 'export.copyFailed') : ''}
        </span>
      </div>
    </div>
  );
});

/** "Export as widget": title and language of the embedded table, then its embed code (script tag or iframe) to copy. */
export const ExportWidgetDialog = observer(function ExportWidgetDialog({ store, clipboard }: ExportWidgetDialogProps) {
  const { t } = useTranslation('statistics');
  const id = useId();
  const created = store.created;
  const invalid = !store.titleValid;
  return (
    <Dialog open={store.isOpen} onClose={store.close} title={t('export.title')} closeLabel={t('export.close')} size="large">
      <form
        className="nd-stats-export"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void store.create();
        }}
      >
        <p className="nd-stats-export__intro">{t(store.request?.kind === 'player' ? 'export.introPlayer' : 'export.intro')}</p>
        <div className="nd-stats-export__fields">
          <div className="nd-stats-field nd-stats-field--grow">
            <label htmlFor={`${id}-title`} className="nd-stats-field__label">
              {t('export.widgetTitle')}
            </label>
            <input
              id={`${id}-title`}
              className="nd-stats-input"
              value={store.title}
              maxLength={TITLE_MAX_LENGTH}
              aria-invalid={invalid}
              aria-describedby={invalid ? `${id}-title-error` : undefined}
              onChange={(event) => store.setTitle(event.target.value)}
            />
            {invalid && (
              <p id={`${id}-title-error`} className="nd-stats-field__error">
                {t('export.titleRequired')}
              </p>
            )}
          </div>
          <div className="nd-stats-field">
            <label htmlFor={`${id}-locale`} className="nd-stats-field__label">
              {t('export.language')}
            </label>
            <select
              id={`${id}-locale`}
              className="nd-stats-select"
              value={store.locale}
              onChange={(event) => store.setLocale(event.target.value as SportsWidgetLocale)}
            >
              {SPORTS_WIDGET_LOCALES.map((locale) => (
                <option key={locale} value={locale} lang={locale}>
                  {LANGUAGE_NAMES[locale]}
                </option>
              ))}
            </select>
          </div>
        </div>
        {!created && (
          <Button type="submit" variant="primary" disabled={invalid} busy={store.status === 'creating'}>
            {store.status === 'creating' ? t('export.creating') : t('export.create')}
          </Button>
        )}
        {store.status === 'error' && (
          <p role="alert" tabIndex={-1} className="nd-stats-field__error">
            {t('errors.sports.export_widget_failed')}
          </p>
        )}
      </form>
      {created && (
        <div className="nd-stats-export__result">
          <Snippet store={store} kind="script" clipboard={clipboard} />
          <Snippet store={store} kind="iframe" clipboard={clipboard} />
          <p className="nd-stats-export__preview">
            <a href={created.previewUrl} target="_blank" rel="noopener noreferrer">
              {t('export.preview')}
            </a>{' '}
            <span className="nd-stats-muted">{t('export.newTab')}</span>
          </p>
        </div>
      )}
    </Dialog>
  );
});
