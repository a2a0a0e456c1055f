import type { TFunction } from 'i18next';
import { OVERALL } from './wintersport.gateway';

/**
 * Disciplines are named by the provider in English ("Giant Slalom"); the alpine ones the desk
 * knows by their FIS code get the reader's word. Only plain codes are looked up: a provider id
 * with a colon would read to i18next as a namespace.
 */
export const disciplineLabel = (t: TFunction<'statistics-sports'>, id: string, name: string | null): string => {
  if (id === OVERALL) return t('wintersport.overall');
  const code = id.split(/[:/]/).pop() ?? id;
  const fallback = name ?? code;
  return /^[A-Za-z]{2,4}$/.test(code) ? t(`wintersport.discipline.${code.toUpperCase()}`, { defaultValue: fallback }) : fallback;
};
