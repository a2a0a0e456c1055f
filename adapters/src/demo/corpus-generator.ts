import type { DocumentRecord } from '@newsdesk/core/documents/document.ports';
import { conceptsFromMentions, type EntityMention } from '@newsdesk/core/documents/document.types';
import { contentHash, simhash } from '@newsdesk/core/ingestion/fingerprint';
import { seededRandom } from '@newsdesk/core/shared/seeded-random';
import { VOCABULARY, type Vocabulary } from './vocabulary';

// The same seed gives the same newsroom; bench/ takes the generator from here with the corpus.
export { seededRandom };

export interface CorpusOptions {
  /** Number of documents, copies included. */
  count: number;
  seed?: number;
  /** Acquisition dates spread over the days before `now`. */
  now?: Date;
  days?: number;
  /** Share of stories that get 1–3 near-duplicate wire copies on other outlets. */
  copyRate?: number;
  /** Share of documents with PDF texts. */
  pdfRate?: number;
  /** Only these languages (default: the en/de/fr mix). */
  languages?: (keyof typeof VOCABULARY)[];
  /** Only these topics (default: all, evenly). */
  topics?: string[];
}

const LANGUAGE_MIX: [keyof typeof VOCABULARY, number][] = [
  ['en', 0.4],
  ['de', 0.35],
  ['fr', 0.25],
];

/**
 * The demo newsroom: news documents in en/de/fr with organizations, people and places, topics,
 * near-duplicate wire copies (their own story id points at the original) and PDF texts.
 * A generator, so a million documents stream without being held in memory.
 */
export function* generateCorpus(options: CorpusOptions): Generator<DocumentRecord> {
  const random = seededRandom(options.seed ?? 20261121);
  const now = (options.now ?? new Date()).getTime();
  const spanMs = (options.days ?? 30) * 24 * 3_600_000;
  const copyRate = options.copyRate ?? 0.15;
  const pdfRate = options.pdfRate ?? 0.05;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
    hex[12] = '4';
    hex[16] = ((Math.floor(random() * 4) + 8) as number).toString(16);
    const h = hex.join('');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  };
  const language = () => {
    if (options.languages?.length) return pick(options.languages);
    let r = random();
    for (const [lang, share] of LANGUAGE_MIX) if ((r -= share) < 0) return lang;
    return 'en';
  };

  let produced = 0;
  while (produced < options.count) {
    const lang = language();
    const vocab: Vocabulary = VOCABULARY[lang];
    const topicId = pick(options.topics?.length ? options.topics : Object.keys(vocab.topics));
    const topic = vocab.topics[topicId]!;
    const slots = { org: pick(topic.organizations), person: pick(topic.persons), loc: pick(topic.locations) };
    const fill = (template: string) =>
      template.replaceAll('{org}', slots.org).replaceAll('{person}', slots.person).replaceAll('{loc}', slots.loc);
    const sentences = [...topic.sentences]
      .sort(() => random() - 0.5)
      .slice(0, 4 + Math.floor(random() * 3))
      .map(fill);
    if (random() < 0.5) sentences[1] = `${pick(vocab.connectives)} ${sentences[1]!.charAt(0).toLowerCase()}${sentences[1]!.slice(1)}`;
    const title = fill(pick(topic.headlines));
    const paragraphs = [sentences.slice(0, 2).join(' '), sentences.slice(2, 4).join(' '), sentences.slice(4).join(' ')].filter(Boolean);
    const body = paragraphs.join('\n\n');
    const acquired = now - Math.floor(random() * spanMs);
    const id = uuid();
    const candidates: EntityMention[] = [
      { name: slots.org, kind: 'organization', method: 'gazetteer' },
      { name: slots.person, kind: 'person', method: 'gazetteer' },
      { name: slots.loc, kind: 'location', method: 'gazetteer' },
    ];
    const pdf = random() < pdfRate ? [`${title}\n\n${fill(pick(topic.sentences))} ${fill(pick(topic.sentences))}`] : [];
    const domain = pick(vocab.domains);

    const make = (
      docId: string,
      docDomain: string,
      docTitle: string,
      docBody: string,
      at: number,
      storyId: string,
      isOriginal: boolean,
    ): DocumentRecord => {
      const published = random() < 0.005 ? '1970-01-01T00:00:00.000Z' : new Date(at - Math.floor(random() * 90) * 60_000).toISOString();
      const url = `https://${docDomain}/${topicId}/${docId.slice(0, 8)}`;
      const mentions = candidates.filter((m) => `${docTitle}\n${docBody}`.includes(m.name));
      return {
        id: docId,
        document: {
          publicationDate: published,
          firstAcquisitionDate: new Date(at).toISOString(),
          domain: docDomain,
          documentTitle: docTitle,
          documentBody: docBody,
          url,
          associatedText: pdf,
        },
        metadata: { concepts: { ...conceptsFromMentions(mentions), categories: [{ name: topicId }] } },
        language: lang,
        storyId,
        isOriginal,
        canonicalUrl: url,
        contentHash: contentHash(docTitle, [docBody, ...pdf].join('\n')),
        simhash: simhash(`${docTitle}\n${docBody}`),
        sourceId: null,
        mentions,
      };
    };

    yield make(id, domain, title, body, acquired, id, true);
    produced++;
    if (random() < copyRate) {
      const copies = 1 + Math.floor(random() * 3);
      for (let c = 0; c < copies && produced < options.count; c++) {
        const edited = [...sentences];
        const unused = topic.sentences.map(fill).filter((line) => !edited.includes(line));
        edited[edited.length - 1] = pick(unused.length ? unused : topic.sentences.map(fill));
        const copyBody = [edited.slice(0, 2).join(' '), edited.slice(2, 4).join(' '), edited.slice(4).join(' ')]
          .filter(Boolean)
          .join('\n\n');
        const otherDomain = vocab.domains.filter((d) => d !== domain)[c % (vocab.domains.length - 1)]!;
        yield make(
          uuid(),
          otherDomain,
          random() < 0.5 ? title : fill(pick(topic.headlines)),
          copyBody,
          Math.min(now, acquired + (5 + Math.floor(random() * 115)) * 60_000),
          id,
          false,
        );
        produced++;
      }
    }
  }
}
