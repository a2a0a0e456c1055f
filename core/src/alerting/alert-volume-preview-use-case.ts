import type { AlertDraft } from '../collections/collection-validation';
import { validateAlert, validateCollectionSearch } from '../collections/collection-validation';
import type { CollectionSearch } from '../collections/collection.types';
import { compileCollection } from '../percolation/compiled-collection';
import type { Clock } from '../shared/clock';
import type { AlertVolumeCandidates } from './alert-volume-preview.ports';
import { PREVIEW_DAYS, previewAlertVolume, type AlertVolume } from './alert-volume-preview';

export interface AlertVolumePreview extends AlertVolume {
  /** The replayed stretch of time: the last PREVIEW_DAYS days, or less when `capped`. */
  from: string;
  to: string;
  /** Too many documents matched to replay them all: the figures cover `from`–`to` only and are a lower bound. */
  capped: boolean;
}

/** Documents replayed at most (ADR 0024: a query matching more is previewed on the newest of them). */
export const MAX_PREVIEW_DOCUMENTS = 1_000;
const DAY_MS = 86_400_000;

/**
 * "This would have sent N alerts in the last 7 days" for the collection as it is being edited
 * (ADR 0024): the same validation as saving, then the last days' candidates replayed through
 * previewAlertVolume. Without an alert (or without recipients) nothing would have been sent.
 */
export class PreviewAlertVolume {
  constructor(
    private readonly candidates: AlertVolumeCandidates,
    private readonly clock: Clock,
    private readonly options: { dailyHour: number; maxDocuments?: number },
  ) {}

  async execute(draft: { search: CollectionSearch; alert: AlertDraft | null }): Promise<AlertVolumePreview> {
    const now = this.clock.now();
    validateCollectionSearch(draft.search, now);
    const alert = validateAlert(draft.alert);
    const compiled = compileCollection({ id: 'preview', search: draft.search });
    const to = now.toISOString();
    let from = new Date(now.getTime() - PREVIEW_DAYS * DAY_MS);
    if (alert === null) return { alerts: 0, maxInOneHour: 0, matchedDocuments: 0, from: from.toISOString(), to, capped: false };
    const limit = this.options.maxDocuments ?? MAX_PREVIEW_DOCUMENTS;
    const { documents, capped } = await this.candidates.candidates(draft.search, { from, to: now }, limit);
    // capped: the replay starts at the oldest document it has, so no period is half-counted unknowingly
    if (capped && documents.length) from = new Date(documents[documents.length - 1]!.document.firstAcquisitionDate);
    const volume = previewAlertVolume(documents, compiled, alert, { dailyHour: this.options.dailyHour, now });
    return { ...volume, from: from.toISOString(), to, capped };
  }
}
