import { VersionedEntry, browserStorage, isRecord, type CacheStorage } from '../cache/versioned-entry';
import { STATISTICS_VIEWS, type StatisticsViewId, type StatisticsViewParams } from './statistics-view.types';

/** Spec §9: the statistics page's local cache key and version. A bump makes older entries unreadable. */
export const STATISTICS_PROPS_ENTRY = { key: 'statisticsProps', version: '1.0' } as const;

/** The last view and its params, so the sports desk comes back to the table it left. */
export interface StatisticsPropsState {
  view: StatisticsViewId;
  params: StatisticsViewParams;
}

const isViewId = (value: unknown): value is StatisticsViewId =>
  typeof value === 'string' && (STATISTICS_VIEWS as readonly string[]).includes(value);

const isParams = (value: unknown): value is StatisticsViewParams =>
  isRecord(value) && Object.values(value).every((param) => typeof param === 'string');

const parse = (value: unknown): StatisticsPropsState | null =>
  isRecord(value) && isViewId(value['view']) && isParams(value['params']) ? { view: value['view'], params: { ...value['params'] } } : null;

export const statisticsPropsCache = (storage: CacheStorage | null = browserStorage(), now?: () => Date) =>
  new VersionedEntry<StatisticsPropsState>(STATISTICS_PROPS_ENTRY, parse, storage, now);
