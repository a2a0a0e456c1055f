import { makeAutoObservable, runInAction } from 'mobx';
import {
  validateEmailChip,
  validateSlackChip,
  validateTeamsChip,
  validateWebhookChip,
} from '@newsdesk/core/collections/collection-validation';
import { isApiError } from '../api/api-error';
import { AlertChannelsStore } from './alert-channels.store';
import type { AlertVolumeStore } from './alert-volume.store';
import { ChipListStore, type ChipProblem } from './chip-list.store';
import { FREQUENCY_REQUIRED, NAME_REQUIRED, UPDATE_FAILED } from './collection-error';
import type { CollectionsApi } from './collections.gateway';
import type { CollectionInput, CollectionSearch, CollectionView, FrequencyChoice, TopicName } from './collections.types';
import { keepRefusals, toUiError, type UiError } from '../ui/ui-error';

/** Something that stops saving, shown under the form; `field` says where to look. */
export interface EditorProblem {
  field: 'name' | 'frequency' | 'slack' | 'emails' | 'webhooks' | 'teams';
  /** errors:<code> for server codes, collections:<key> for the editor's own hints. */
  key: string;
  message: string;
  values: Record<string, string | number>;
}

export type EditorMode = 'create' | 'edit';

const SLACK_NOT_FOUND: ChipProblem = { code: 'collection.slack_channel_not_found', message: 'This Slack channel does not exist.' };

/**
 * The collection form (dialog) for both "save as collection" and editing: name, frequency and the
 * chip fields of each channel (Slack, e-mail, webhook and Teams URLs; ADR 0022). Client-side it applies the same rules as the server (core's validators) so
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
  serverError: UiError | null = null;
  private volumeLoading = false;
  readonly slack: ChipListStore;
  readonly emails: ChipListStore;
  readonly webhooks: ChipListStore;
  readonly teams: ChipListStore;
  /** Secret, feed and tests of the saved collection (edit mode only). */
  readonly channels: AlertChannelsStore;
  /**
   * "This would have sent N alerts in the last 7 days" (ADR 0024): loaded with the editor's first
   * opening, so pages that never open it do not carry its code; null until then, or when the API cannot tell.
   */
  volume: AlertVolumeStore | null = null;
  /** To name the search's topic filters in the reader's language (ADR 0029); the ids until loaded. */
  topics: TopicName[] = [];

  constructor(
    private readonly api: CollectionsApi,
    /** Called after a successful save; the page updates its list and shows a toast. */
    private readonly onSaved: (view: CollectionView, mode: EditorMode) => void = () => undefined,
  ) {
    this.slack = new ChipListStore({ validate: validateSlackChip, check: (value) => this.checkSlack(value) });
    this.emails = new ChipListStore({ validate: validateEmailChip });
    this.webhooks = new ChipListStore({ validate: validateWebhookChip });
    this.teams = new ChipListStore({ validate: validateTeamsChip });
    this.channels = new AlertChannelsStore(api);
    makeAutoObservable<CollectionEditorStore, 'api' | 'onSaved'>(
      this,
      { api: false, onSaved: false, slack: false, emails: false, webhooks: false, teams: false, channels: false },
      { autoBind: true },
    );
  }

  openCreate(search: CollectionSearch, name = ''): void {
    this.reset();
    this.mode = 'create';
    this.search = search;
    this.name = name;
    this.isOpen = true;
    this.loadVolume();
    void this.loadTopics();
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
    this.webhooks.reset(view.alert?.webhooks ?? []);
    this.teams.reset(view.alert?.teams ?? []);
    void this.channels.open(view);
    this.isOpen = true;
    this.loadVolume();
    void this.loadTopics();
  }

  private async loadTopics(): Promise<void> {
    // only a search with a topic filter names a topic
    if (this.topics.length > 0 || !this.api.topics || !this.search?.filters.topics.length) return;
    const topics = await this.api.topics().catch(() => []);
    runInAction(() => {
      this.topics = topics;
    });
  }

  close(): void {
    this.isOpen = false;
    this.channels.close();
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
    const hasRecipients = this.chipLists.some(([, chips]) => chips.chips.length > 0 || chips.hasPendingText);
    if (this.frequency === 'none' && hasRecipients) {
      problems.push({ field: 'frequency', key: `errors:${FREQUENCY_REQUIRED.code}`, message: FREQUENCY_REQUIRED.message, values: {} });
    }
    for (const [field, chips] of this.chipLists) {
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

  /** Every channel's chips, in the order of the form. */
  get chipLists(): readonly (readonly [EditorProblem['field'], ChipListStore])[] {
    return [
      ['slack', this.slack],
      ['emails', this.emails],
      ['webhooks', this.webhooks],
      ['teams', this.teams],
    ];
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
      this.frequency === 'none'
        ? null
        : {
            frequency: this.frequency,
            slackChannels: this.slack.values,
            emails: this.emails.values,
            // sent only when used, as the server stores them (collection-validation.ts validateAlert)
            ...(this.webhooks.values.length ? { webhooks: this.webhooks.values } : {}),
            ...(this.teams.values.length ? { teams: this.teams.values } : {}),
          };
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
      this.channels.close();
      this.onSaved(view, this.mode);
      return view;
    } catch (error) {
      runInAction(() => {
        this.saving = false;
        this.serverError = toUiError(error, { keep: keepRefusals, fallback: UPDATE_FAILED });
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
    this.webhooks.reset();
    this.teams.reset();
    this.channels.close();
  }

  private loadVolume(): void {
    const preview = this.api.previewVolume?.bind(this.api);
    if (this.volume || !preview || this.volumeLoading) return;
    this.volumeLoading = true;
    import('./alert-volume.store').then(
      ({ AlertVolumeStore }) =>
        runInAction(() => {
          this.volume = new AlertVolumeStore({ previewVolume: preview }, this);
        }),
      // the code could not be fetched (offline, a new deployment): no figure now, another try at the next opening
      () =>
        runInAction(() => {
          this.volumeLoading = false;
        }),
    );
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
