import type { TFunction } from 'i18next';
import { dateTimeFormat } from '../../i18n/formatters';
import { OTHER_KEY, type AttentionChartData } from './attention.types';

/** Bars are Zurich hours and days (core attention.ts), so they are labelled in Zurich time too. */
const ZONE = 'Europe/Zurich';

/** A bar's start as the reader reads it: "27 Nov" for a day, "27 Nov, 10:00" for an hour. */
export const barLabel = (start: string, bucket: AttentionChartData['bucket'], language: string): string =>
  dateTimeFormat(language, {
    timeZone: ZONE,
    day: 'numeric',
    month: 'short',
    ...(bucket === 'hour' ? { hour: '2-digit', minute: '2-digit', hour12: false } : {}),
  }).format(new Date(start));

/** A series' name: a language in the reader's language, a source by its domain, the folded rest as "Other sources". */
export const seriesLabel = (key: string, split: AttentionChartData['split'], t: TFunction<'search'>): string =>
  split === 'language' ? t(`languageNames.${key}`, { defaultValue: key }) : key === OTHER_KEY ? t('attention.otherSources') : key;
