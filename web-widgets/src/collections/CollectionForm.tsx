import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ALERT_FREQUENCIES } from '@newsdesk/core/collections/collection.types';
import { errorKey } from '../api/error-message';
import { AlertChannelsPanel } from './AlertChannelsPanel';
import { AlertVolumeSentence } from './AlertVolumeSentence';
import { ChipInput, useProblemText } from './ChipInput';
import type { CollectionEditorStore, EditorProblem } from './collection-editor.store';
import type { FrequencyChoice } from './collections.types';
import { SearchChips } from './SearchChips';

const FREQUENCIES: readonly FrequencyChoice[] = ['none', ...ALERT_FREQUENCIES];

/**
 * The collection's fields: name, its search (read-only), alert frequency, the chips of each
 * channel (Slack, e-mail, webhook and Teams URLs) and, once saved, its channel controls.
 */
export const CollectionForm = observer(function CollectionForm({ editor }: { editor: CollectionEditorStore }) {
  const { t } = useTranslation('collections');
  const id = useId();
  const text = useProblemText();
  // Chip flags show at once; the other problems once the user tried to save.
  const chipMessages = (field: EditorProblem['field']) =>
    editor.problems
      .filter((p) => p.field === field && (editor.attempted || p.key.startsWith('errors:')))
      .map((p) =>
        p.values['value'] !== undefined && p.key.startsWith('errors:')
          ? t('editor.chipProblem', { value: p.values['value'], message: text(p) })
          : text(p),
      );
  const nameProblems = editor.shownProblems.filter((p) => p.field === 'name');
  const frequencyProblems = editor.shownProblems.filter((p) => p.field === 'frequency');
  const serverError = editor.serverError;
  const nameTaken = serverError?.code === 'collection.name_taken';
  const nameDescribedBy = [nameProblems.length > 0 ? `${id}-name-error` : '', nameTaken ? `${id}-server-error` : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className="nd-coll-form">
      <div className="nd-coll-field">
        <label htmlFor={`${id}-name`} className="nd-coll-field__label">
          {t('editor.name')}
        </label>
        <input
          id={`${id}-name`}
          className="nd-coll-input"
          type="text"
          value={editor.name}
          maxLength={200}
          aria-invalid={nameProblems.length > 0 || nameTaken || undefined}
          aria-describedby={nameDescribedBy || undefined}
          onChange={(event) => editor.setName(event.target.value)}
        />
        {nameProblems.length > 0 && (
          <p id={`${id}-name-error`} className="nd-coll-field__error">
            {text(nameProblems[0]!)}
          </p>
        )}
      </div>
      {editor.search && (
        <div className="nd-coll-field">
          <span className="nd-coll-field__label">{t('editor.search')}</span>
          <SearchChips search={editor.search} topics={editor.topics} />
        </div>
      )}
      <div className="nd-coll-field">
        <label htmlFor={`${id}-frequency`} className="nd-coll-field__label">
          {t('editor.frequency')}
        </label>
        <select
          id={`${id}-frequency`}
          className="nd-coll-input nd-coll-select"
          value={editor.frequency}
          aria-invalid={frequencyProblems.length > 0 || undefined}
          aria-describedby={frequencyProblems.length > 0 ? `${id}-frequency-error` : undefined}
          onChange={(event) => editor.setFrequency(event.target.value as FrequencyChoice)}
        >
          {FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {t(`frequency.${frequency}`)}
            </option>
          ))}
        </select>
        {frequencyProblems.length > 0 && (
          <p id={`${id}-frequency-error`} className="nd-coll-field__error">
            {text(frequencyProblems[0]!)}
          </p>
        )}
      </div>
      <ChipInput
        chips={editor.slack}
        label={t('editor.slack')}
        placeholder={t('editor.slackPlaceholder')}
        messages={chipMessages('slack')}
      />
      <ChipInput
        chips={editor.emails}
        label={t('editor.emails')}
        placeholder={t('editor.emailsPlaceholder')}
        messages={chipMessages('emails')}
      />
      <ChipInput
        chips={editor.webhooks}
        label={t('editor.webhooks')}
        placeholder={t('editor.webhooksPlaceholder')}
        messages={chipMessages('webhooks')}
      />
      <ChipInput
        chips={editor.teams}
        label={t('editor.teams')}
        placeholder={t('editor.teamsPlaceholder')}
        messages={chipMessages('teams')}
      />
      {editor.volume && <AlertVolumeSentence volume={editor.volume} />}
      {editor.mode === 'edit' && <AlertChannelsPanel channels={editor.channels} />}
      <div id={`${id}-server-error`} role="alert" className={serverError ? 'nd-coll-form__error' : 'nd-visually-hidden'}>
        {serverError ? t(errorKey(serverError.code), { ...serverError.values, defaultValue: serverError.message }) : ''}
      </div>
    </div>
  );
});
