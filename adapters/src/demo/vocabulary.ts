import type { DocumentLanguage } from '@newsdesk/core/documents/document.types';
import { GERMAN } from './vocabulary-de';
import { ENGLISH } from './vocabulary-en';
import { FRENCH } from './vocabulary-fr';
import type { Vocabulary } from './vocabulary.types';

export type { TopicVocabulary, Vocabulary } from './vocabulary.types';

type Lang = Exclude<DocumentLanguage, 'other'>;

export const TOPIC_NAMES: Record<string, Record<Lang, string>> = {
  economy: { en: 'Economy', de: 'Wirtschaft', fr: 'Économie' },
  politics: { en: 'Politics', de: 'Politik', fr: 'Politique' },
  sport: { en: 'Sport', de: 'Sport', fr: 'Sport' },
  technology: { en: 'Technology', de: 'Technologie', fr: 'Technologie' },
  health: { en: 'Health', de: 'Gesundheit', fr: 'Santé' },
  environment: { en: 'Environment', de: 'Umwelt', fr: 'Environnement' },
};

export const VOCABULARY: Record<Lang, Vocabulary> = { en: ENGLISH, de: GERMAN, fr: FRENCH };
