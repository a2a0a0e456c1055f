import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import type { AlertVolumePreview } from '@newsdesk/core/alerting/alert-volume-preview-use-case';
import type { CollectionSearch, FrequencyChoice } from './collections.types';
import type { ChipListStore } from './chip-list.store';
import { keepRefusals, toUiError, type UiError } from '../ui/ui-error';

export type { AlertVolumePreview };

/** The body of POST /api/collections/preview-volume: the collection as being edited. */
export interface AlertVolumeDraft {
  search: CollectionSearch;
  alert: {
    frequency: Exclude<FrequencyChoice, 'none'>;
    slackChannels: string[];
    emails: string[];
    webhooks: string[];
    teams: string[];
  };
}

/** What the preview reads from the editor (CollectionEditorStore has all of it). */
export interface AlertVolumeSource {
  isOpen: boolean;
  search: CollectionSearch | null;
  frequency: FrequencyChoice;
  slack: ChipListStore;
  emails: ChipListStore;
  webhooks: ChipListStore;
  teams: ChipListStore;
}

export type AlertVolumeState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'loaded'; preview: AlertVolumePreview }
  | { kind: 'error'; error: UiError };

export const PREVIEW_FAILED = { code: 'alert.volume_preview_failed', message: 'The alert volume could not be worked out.' } as const;
/** Typing a chip or flipping the frequency quickly asks once, after the user paused. */
export const VOLUME_DEBOUNCE_MS = 400;

const valid = (chips: ChipListStore) => chips.chips.filter((chip) => chip.problem === null).map((chip) => chip.value);

/**
 * "This would have sent N alerts in the last 7 days" (ADR 0024): asked again, debounced, whenever
 * the search, frequency or recipients of the open editor change; an answer to an older draft is
 * dropped. Nothing is asked without a frequency or a valid recipient: nothing would be sent.
 */
export class AlertVolumeStore {
  state: AlertVolumeState = { kind: 'idle' };
  private asked = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly stopWatching: IReactionDisposer;

  constructor(
    private readonly api: { previewVolume(draft: AlertVolumeDraft): Promise<AlertVolumePreview> },
    private readonly source: AlertVolumeSource,
    private readonly debounceMs = VOLUME_DEBOUNCE_MS,
  ) {
    makeAutoObservable<AlertVolumeStore, 'api' | 'source' | 'asked' | 'timer' | 'stopWatching'>(
      this,
      { api: false, source: false, asked: false, timer: false, stopWatching: false },
      { autoBind: true },
    );
    this.stopWatching = reaction(
      () => (this.source.isOpen ? JSON.stringify(this.draft) : null),
      (key) => this.schedule(key === null ? null : this.draft),
      // made when the editor first opens: the draft already there is asked for at once
      { fireImmediately: true },
    );
  }

  /** The draft to preview, or null when no alert would go anywhere. */
  get draft(): AlertVolumeDraft | null {
    const { search, frequency } = this.source;
    if (!search || frequency === 'none') return null;
    const alert = {
      frequency,
      slackChannels: valid(this.source.slack),
      emails: valid(this.source.emails),
      webhooks: valid(this.source.webhooks),
      teams: valid(this.source.teams),
    };
    if (alert.slackChannels.length + alert.emails.length + alert.webhooks.length + alert.teams.length === 0) return null;
    return { search, alert };
  }

  /** Stops watching the editor (the page that made the store is gone). */
  dispose(): void {
    this.stopWatching();
    this.clearTimer();
  }

  private schedule(draft: AlertVolumeDraft | null): void {
    this.clearTimer();
    const asked = ++this.asked;
    if (draft === null) {
      this.state = { kind: 'idle' };
      return;
    }
    this.state = { kind: 'loading' };
    this.timer = setTimeout(() => void this.load(draft, asked), this.debounceMs);
  }

  private async load(draft: AlertVolumeDraft, asked: number): Promise<void> {
    try {
      const preview = await this.api.previewVolume(draft);
      runInAction(() => {
        if (asked === this.asked) this.state = { kind: 'loaded', preview };
      });
    } catch (error) {
      runInAction(() => {
        if (asked === this.asked) this.state = { kind: 'error', error: toUiError(error, { keep: keepRefusals, fallback: PREVIEW_FAILED }) };
      });
    }
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
