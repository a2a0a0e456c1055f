import { makeAutoObservable, runInAction } from 'mobx';
import { validateEmailChip, validateSlackChip } from '@newsdesk/core/collections/collection-validation';
import { isApiError } from '../api/api-error';
import { ChipListStore, type ChipProblem } from './chip-list.store';
import { FREQUENCY_REQUIRED, NAME_REQUIRED, UPDATE_FAILED, toCollectionError, type CollectionError } from './collection-error';
import type { CollectionsApi } from './collections.gateway';
import type { CollectionInput, CollectionSearch, CollectionView, FrequencyChoice } from './collections.types';

/** Something that stops saving, shown under the form; `field` says where to look. */
export interface EditorProblem {
  field: 'name' | 'frequency' | 'slack' | 'emails';
  /** errors:<code> for server codes, collections:<key> for the editor's own hints. */
  key: string;
  message: string;
  values: Record<string, string | number>;
}

export type EditorMode = 'create' | 'edit';

const SLACK_NOT_FOUND: ChipProblem = { code: 'collection.slack_channel_not_found', message: 'This Slack channel does not exist.' };

/**
 * The collection form (dialog) for both "save as collection" and editing: name, frequency and the
 * two chip fields. Client-side it applies the same rules as the server (core's validators) so
 * nothing invalid is sent; the server's refusal (name taken, same search…) is shown in the form.
 */
export class CollectionEditorStore {
  isOpen = false;
  mode: EditorMode = 'create';
  collectionId: string | null = null;
  name = '';
  frequency: FrequencyChoice = 'none';
  search: CollectionSearch | null = null;
  saving = false;
  /** Problems are shown once the user tried to save (not while typing the first letters). */
  attempted = false;
  serverError: CollectionError | null = null;
  readonly slack: ChipListStore;
  readonly emails: ChipListStore;

  constructor(
    private readonly api: CollectionsApi,
    /** Called after a successful save; the page updates its list and shows a toast. */
    private readonly onSaved: (view: CollectionView, mode: EditorMode) => void = () => undefined,
  ) {
    this.slack = new ChipListStore({ validate: validateSlackChip, check: (value) => this.checkSlack(value) });
    this.emails = new ChipListStore({ validate: validateEmailChip });
    makeAutoObservable<CollectionEditorStore, 'api' | 'onSaved'>(
      this,
      { api: false, onSaved: false, slack: false, emails: false },
      { autoBind: true },
    );
  }

  openCreate(search: CollectionSearch, name = ''): void {
    this.reset();
    this.mode = 'create';
    this.search = search;
    this.name = name;
    this.isOpen = true;
  }

  openEdit(view: CollectionView): void {
    this.reset();
    this.mode = 'edit';
    this.collectionId = view.id;
    this.search = view.search;
    this.name = view.name;
    this.frequency = view.alert?.frequency ?? 'none';
    this.slack.reset(view.alert?.slackChannels ?? []);
    this.emails.reset(view.alert?.emails ?? []);
    this.isOpen = true;
  }

  close(): void {
    this.isOpen = false;
  }

  setName(name: string): void {
    this.name = name;
    this.serverError = null;
  }

  setFrequency(frequency: FrequencyChoice): void {
    this.frequency = frequency;
    this.serverError = null;
  }

  /** Every reason the form cannot be saved now, in the order of the fields. */
  get problems(): EditorProblem[] {
    const problems: EditorProblem[] = [];
    if (this.name.trim() === '')
      problems.push({ field: 'name', key: `errors:${NAME_REQUIRED.code}`, message: NAME_REQUIRED.message, values: {} });
    const hasRecipients =
      this.slack.chips.length > 0 || this.emails.chips.length > 0 || this.slack.hasPendingText || this.emails.hasPendingText;
    if (this.frequency === 'none' && hasRecipients) {
      problems.push({ field: 'frequency', key: `errors:${FREQUENCY_REQUIRED.code}`, message: FREQUENCY_REQUIRED.message, values: {} });
    }
    for (const [field, chips] of [
      ['slack', this.slack],
      ['emails', this.emails],
    ] as const) {
      for (const chip of chips.invalidChips) {
        problems.push({
          field,
          key: `errors:${chip.problem?.code ?? ''}`,
          message: chip.problem?.message ?? '',
          values: { value: chip.value },
        });
      }
      if (chips.hasPendingText) {
        problems.push({
          field,
          key: `collections:editor.pending.${field}`,
          message: 'Press Enter to add what you typed, or clear it.',
          values: { value: chips.draft.trim() },
        });
      }
    }
    return problems;
  }

  /** Problems as the form shows them: only after a first attempt to save, except chip flags. */
  get shownProblems(): EditorProblem[] {
    return this.attempted ? this.problems : [];
  }

  get canSave(): boolean {
    return !this.saving && !this.slack.isChecking && this.problems.length === 0;
  }

  get input(): CollectionInput | null {
    if (!this.search) return null;
    const alert =
      this.frequency === 'none' ? null : { frequency: this.frequency, slackChannels: this.slack.values, emails: this.emails.values };
    return { name: this.name.trim(), search: this.search, alert };
  }

  /** The saved collection, or null when something blocks saving or the server refused. */
  async save(): Promise<CollectionView | null> {
    this.attempted = true;
    this.serverError = null;
    const input = this.input;
    if (!this.canSave || !input) return null;
    this.saving = true;
    try {
      const view =
        this.mode === 'edit' && this.collectionId ? await this.api.update(this.collectionId, input) : await this.api.create(input);
      runInAction(() => {
        this.saving = false;
        this.isOpen = false;
      });
      this.onSaved(view, this.mode);
      return view;
    } catch (error) {
      runInAction(() => {
        this.saving = false;
        this.serverError = toCollectionError(error, UPDATE_FAILED);
      });
      return null;
    }
  }

  private reset(): void {
    this.collectionId = null;
    this.name = '';
    this.frequency = 'none';
    this.search = null;
    this.saving = false;
    this.attempted = false;
    this.serverError = null;
    this.slack.reset();
    this.emails.reset();
  }

  /** Slack answers 503 when it is not configured or down: then only the format was checked. */
  private async checkSlack(channel: string): Promise<ChipProblem | null | undefined> {
    try {
      return (await this.api.slackChannelExists(channel)) ? null : SLACK_NOT_FOUND;
    } catch (error) {
      if (isApiError(error) && error.status === 400) return { code: error.code, message: error.message };
      return undefined;
    }
  }
}
