import type { DocumentLanguage, EntityMention } from '@newsdesk/core/documents/document.types';
import type { CueContext } from './cue-context';
import { isGivenName } from './given-names';
import type { MethodCandidate } from './mention-resolution';
import { isAllCaps } from './text-tokens';
import type { WordUsage } from './word-usage';

/**
 * German puts a genitive -s on names ("Klitschkos Comeback", "Frank Stronachs Partei"): the chip is
 * the name without it when the news know the name without the -s and never write it with one.
 * Surnames that end in -s ("Maas", "Varoufakis") are known as they are; a given name plus -s
 * ("Richards") is left alone.
 */
export function withoutGermanGenitive(name: string, usage: WordUsage): string {
  const words = name.split(' ');
  const last = words[words.length - 1] ?? '';
  if (!/[^s]s$/.test(last) || last.length < 4) return name;
  const base = last.slice(0, -1);
  const lower = base.toLowerCase();
  // A noun mostly after an article ("das Camp") is no surname.
  if (isGivenName(base) || usage.isKnown(last.toLowerCase()) || !usage.isKnown(lower) || usage.followsArticles(lower, 2)) return name;
  return [...words.slice(0, -1), base].join(' ');
}

const GENITIVE_ARTICLES = new Set(['des', 'eines']);

/**
 * "des Bayerischen Rundfunks", "des Deutschen Fußballbundes": after a genitive article the
 * organisation's last word carries -s or -es, which its name does not ("Bayerische Rundfunk",
 * "Deutsche Fußballbund"; the adjective is undone in mentionName). A last word that is a listed
 * place keeps its -s: "Familienverband Österreichs" is the name.
 */
export function organisationWithoutGenitive(name: string, span: MethodCandidate, ctx: CueContext): string {
  if (!GENITIVE_ARTICLES.has(ctx.tokens[span.from - 1]?.lower ?? '') || ctx.claims[span.to - 1] === 'location') return name;
  const words = name.split(' ');
  const last = words[words.length - 1] ?? '';
  if (last.length < 5 || isAllCaps(last) || ctx.text(span.to - 1) !== last) return name;
  // -es after a stem ending in a consonant that takes it ("Bundes", "Hauses", "Kongresses"), else -s; never Latin -us/-is/-os.
  const base = /(?:[bdfgkpstzß]|ch)es$/.test(last) ? last.slice(0, -2) : /[^suiaoy]s$/.test(last) ? last.slice(0, -1) : last;
  return [...words.slice(0, -1), base].join(' ');
}

/**
 * In German, one chip per person in a text: the person's name or surname with a genitive -s
 * ("Webos" beside "Pierre Webo", "Angela Merkels") is that person, already listed. Surnames fold in
 * dedupeMentions. A lone given name beside a full name ("Keanu" beside "Keanu Reeves") stays: the
 * gold sets count it as a mention of its own, and folding it lowered strict F1 on CoNLL-2003 and
 * HIPE-2020 (docs/ner-evaluation.md). Listed names (gazetteer) stay.
 */
export function foldPersonForms(mentions: readonly EntityMention[], language: DocumentLanguage): EntityMention[] {
  if (language !== 'de') return [...mentions];
  const names = new Set<string>();
  for (const mention of mentions) {
    const parts = mention.name.toLowerCase().split(' ');
    if (mention.kind !== 'person' || parts.length < 2) continue;
    names.add(parts.join(' '));
    names.add(parts[0] as string);
    names.add(parts[parts.length - 1] as string);
  }
  const isGenitive = (mention: EntityMention): boolean => {
    const name = mention.name.toLowerCase();
    return mention.kind === 'person' && mention.method !== 'gazetteer' && /[^s]s$/.test(name) && names.has(name.slice(0, -1));
  };
  return mentions.filter((mention) => !isGenitive(mention));
}
