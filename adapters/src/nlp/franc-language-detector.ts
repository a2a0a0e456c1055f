import { francAll } from 'franc-min';
import type { DocumentLanguage } from '@newsdesk/core/documents/document.types';
import type { LanguageDetector } from '@newsdesk/core/ingestion/ingestion.ports';

const TARGETS: Readonly<Record<string, DocumentLanguage>> = { eng: 'en', deu: 'de', fra: 'fr' };

/**
 * franc compares against the targets plus the Latin-script languages they are most often
 * confused with, so Italian, Spanish, Portuguese or Dutch text ends up as 'other' instead of
 * being forced onto the nearest of our three.
 */
const CANDIDATES = ['eng', 'deu', 'fra', 'spa', 'por', 'ita', 'nld'];

/** Short, frequent words that are distinctive for one language (not shared with the others here). */
const STOP_WORDS: Readonly<Record<'en' | 'de' | 'fr', ReadonlySet<string>>> = {
  en: new Set(
    'the and of is are was were with for that this from have has had by said will would it its be been not which who they their after over than into about'.split(
      ' ',
    ),
  ),
  de: new Set(
    'der die das und ist nicht mit den dem ein eine einen einem einer sich auf für von zu im auch wird wurde werden sind hat nach bei aus wie noch über oder sie er bis vom zum zur dass'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'le les des et est une du pour dans qui sur pas au aux avec ce cette sont été elle ont mais plus ses leur où selon après entre'.split(
      ' ',
    ),
  ),
};

/** Below this many letters franc's trigram profile is noise; only stop words can decide. */
const SHORT_TEXT_LETTERS = 60;
/** Fewer letters than this is never a language we can tell. */
const MIN_LETTERS = 8;

const WORD = /\p{L}+/gu;

export class FrancLanguageDetector implements LanguageDetector {
  detect(text: string): DocumentLanguage {
    const words = text.toLowerCase().match(WORD) ?? [];
    const letters = words.reduce((sum, w) => sum + w.length, 0);
    if (letters < MIN_LETTERS) return 'other';

    const hits = countStopWords(words);
    const [best, bestHits, secondHits] = rankStopWords(hits);
    const franc = francAll(text, { only: CANDIDATES, minLength: 1 });
    const top = franc[0]?.[0] ?? 'und';
    const francLanguage = TARGETS[top];

    if (letters < SHORT_TEXT_LETTERS) {
      // Short text: answer only when stop words and franc agree, or stop words are clear.
      if (bestHits >= 1 && secondHits === 0 && (francLanguage === best || bestHits >= 2)) return best;
      return 'other';
    }
    if (francLanguage === undefined) {
      // franc prefers a language we do not serve; overrule it only on strong stop-word evidence.
      return bestHits >= 3 && bestHits >= 3 * secondHits && bestHits / words.length >= 0.08 ? best : 'other';
    }
    // franc's trigrams are fooled by tables and lists ("Shr 45 cts vs 58 cts"); without a single
    // stop word of the language franc names, trust the stop words or admit we cannot tell.
    if (hits[francLanguage as 'en' | 'de' | 'fr'] === 0) return bestHits >= 2 ? best : 'other';
    return francLanguage;
  }
}

function countStopWords(words: readonly string[]): Record<'en' | 'de' | 'fr', number> {
  const hits = { en: 0, de: 0, fr: 0 };
  for (const word of words) {
    if (STOP_WORDS.en.has(word)) hits.en += 1;
    if (STOP_WORDS.de.has(word)) hits.de += 1;
    if (STOP_WORDS.fr.has(word)) hits.fr += 1;
  }
  return hits;
}

function rankStopWords(hits: Record<'en' | 'de' | 'fr', number>): ['en' | 'de' | 'fr', number, number] {
  const ranked = (Object.entries(hits) as ['en' | 'de' | 'fr', number][]).sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked as [['en' | 'de' | 'fr', number], ['en' | 'de' | 'fr', number]];
  return [first[0], first[1], second[1]];
}
