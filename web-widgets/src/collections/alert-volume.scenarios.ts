import { ApiError } from '../api/api-error';
import { CollectionEditorStore } from './collection-editor.store';
import { FakeCollectionsApi, aCollectionSearch, someCollections } from './collections.fixtures';
import type { AlertVolumeDraft, AlertVolumePreview } from './alert-volume.store';

export type VolumeScenario = 'loaded' | 'loading' | 'error' | 'capped' | 'none' | 'long';

const TO = '2026-11-27T12:00:00.000Z';
const WEEK_AGO = '2026-11-20T12:00:00.000Z';
/** Figures per frequency, as a newsroom's busy economy search gives them. */
const FIGURES: Record<AlertVolumeDraft['alert']['frequency'], [number, number]> = {
  immediately: [42, 6],
  hourly: [31, 1],
  daily: [7, 1],
};

/** The collections API in memory that also answers the alert volume preview (a table, not the percolator). */
export class PreviewingCollectionsApi extends FakeCollectionsApi {
  readonly drafts: AlertVolumeDraft[] = [];

  constructor(private readonly scenario: VolumeScenario) {
    super(someCollections());
  }

  previewVolume(draft: AlertVolumeDraft): Promise<AlertVolumePreview> {
    this.drafts.push(draft);
    if (this.scenario === 'loading') return new Promise(() => undefined);
    if (this.scenario === 'error') {
      return Promise.reject(new ApiError({ status: 503, code: 'server.busy', message: 'The server is busy; try again shortly.' }));
    }
    const [alerts, maxInOneHour] =
      this.scenario === 'none' ? [0, 0] : this.scenario === 'long' ? [12_480, 96] : FIGURES[draft.alert.frequency];
    const capped = this.scenario === 'capped';
    return Promise.resolve({
      alerts,
      maxInOneHour,
      matchedDocuments: alerts * 2,
      from: capped ? '2026-11-25T06:30:00.000Z' : WEEK_AGO,
      to: TO,
      capped,
    });
  }
}

/** The editor open on a saved search with an immediate e-mail alert; the preview answers after `debounceMs`. */
export const makeVolumeEditor = (scenario: VolumeScenario) => {
  const api = new PreviewingCollectionsApi(scenario);
  const editor = new CollectionEditorStore(api);
  editor.openCreate(aCollectionSearch(), 'Inflation watch');
  editor.setFrequency('immediately');
  editor.emails.reset(['desk@newsroom.example']);
  return { api, editor };
};
