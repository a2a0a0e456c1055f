/**
 * Readers for the training corpora in ../shared/data/ner-train (see its README for sources,
 * licences and tag mappings) and the GermEval 2014 dev file. Each returns sentences of tokens
 * with BIO tags over PER, ORG and LOC only; every other type becomes O.
 */
export interface LabelledSentence {
  words: string[];
  tags: string[];
}

type TypeMap = (label: string) => 'PER' | 'ORG' | 'LOC' | undefined;

/** Re-cast a tag column as clean BIO: IO and IOB1 runs get their B-, stray I- open a span. */
export function toBio(labels: readonly string[], typeOf: TypeMap): string[] {
  const tags: string[] = [];
  labels.forEach((label, i) => {
    const match = /^([BI])-(.+)$/.exec(label);
    const type = match ? typeOf(match[2] as string) : undefined;
    if (!match || !type) {
      tags.push('O');
      return;
    }
    const previous = tags[i - 1] ?? 'O';
    const continues = match[1] === 'I' && previous !== 'O' && previous.slice(2) === type;
    tags.push(`${continues ? 'I' : 'B'}-${type}`);
  });
  return tags;
}

const PLAIN: TypeMap = (l) => (l === 'PER' || l === 'ORG' || l === 'LOC' ? l : undefined);

/** Token-per-line files: wikigold (space, IO), WNUT-17 and BTC (tab, BIO), UNER (tab, index first). */
export function readColumns(
  content: string,
  options: { tokenColumn: number; tagColumn: number; separator: RegExp; typeOf?: TypeMap },
): LabelledSentence[] {
  const sentences: LabelledSentence[] = [];
  let words: string[] = [];
  let labels: string[] = [];
  const flush = (): void => {
    if (words.length > 0) sentences.push({ words, tags: toBio(labels, options.typeOf ?? PLAIN) });
    words = [];
    labels = [];
  };
  for (const line of content.split('\n')) {
    const trimmed = line.replace(/\r$/, '');
    if (trimmed.trim() === '' || trimmed.startsWith('-DOCSTART-')) {
      flush();
      continue;
    }
    if (trimmed.startsWith('#')) continue;
    const columns = trimmed.split(options.separator);
    const word = columns[options.tokenColumn];
    if (word === undefined || word === '') continue;
    words.push(word);
    labels.push(columns[options.tagColumn] ?? 'O');
  }
  flush();
  return sentences;
}

const WNUT: Readonly<Record<string, 'PER' | 'ORG' | 'LOC'>> = { person: 'PER', location: 'LOC', corporation: 'ORG', group: 'ORG' };
export const wnutType: TypeMap = (l) => WNUT[l];

/** GermEval 2014: `index token outer nested`; deriv/part and OTH are not names of a kind we show. */
export function readGermEvalTraining(content: string): LabelledSentence[] {
  return readColumns(content, { tokenColumn: 1, tagColumn: 2, separator: /\t/ });
}

/** HIPE TSV (2020 and 2022): NE-COARSE-LIT, sentences closed by EndOfSentence in MISC. */
export function readHipeTraining(content: string): LabelledSentence[] {
  const sentences: LabelledSentence[] = [];
  let words: string[] = [];
  let labels: string[] = [];
  const typeOf: TypeMap = (l) => ({ pers: 'PER', org: 'ORG', loc: 'LOC', PER: 'PER', ORG: 'ORG', LOC: 'LOC' })[l] as 'PER' | undefined;
  const flush = (): void => {
    if (words.length > 0) sentences.push({ words, tags: toBio(labels, typeOf) });
    words = [];
    labels = [];
  };
  for (const line of content.split('\n')) {
    if (line.startsWith('TOKEN\t') || line.trim() === '') continue;
    if (line.startsWith('# ')) {
      if (line.startsWith('# document_id')) flush();
      continue;
    }
    const columns = line.split('\t');
    words.push(columns[0] ?? '');
    labels.push(columns[1] ?? 'O');
    if ((columns[9] ?? '').includes('EndOfSentence')) flush();
  }
  flush();
  return sentences;
}

const SMARTDATA: Readonly<Record<string, 'PER' | 'ORG' | 'LOC'>> = {
  PERSON: 'PER',
  ORGANIZATION: 'ORG',
  ORGANIZATION_COMPANY: 'ORG',
  LOCATION: 'LOC',
  LOCATION_CITY: 'LOC',
};

interface SmartDataDocument {
  text: { string: string };
  sentences: { array: { tokens: { array: { span: { start: number; end: number }; ner: { string: string } }[] } }[] };
}

/**
 * DFKI SmartData v3: a stream of pretty-printed JSON objects (not JSON lines). Streets, stops
 * and routes are O: our chips name cities, regions and countries, not bus stops.
 */
export function readSmartData(content: string): LabelledSentence[] {
  const sentences: LabelledSentence[] = [];
  for (const json of jsonObjects(content)) {
    const doc = JSON.parse(json) as SmartDataDocument;
    for (const sentence of doc.sentences.array) {
      const tokens = sentence.tokens.array;
      const words = tokens.map((t) => doc.text.string.slice(t.span.start, t.span.end));
      sentences.push({
        words,
        tags: toBio(
          tokens.map((t) => t.ner.string),
          (l) => SMARTDATA[l],
        ),
      });
    }
  }
  return sentences;
}

/** Top-level `{…}` texts of a concatenation of JSON objects. */
export function jsonObjects(content: string): string[] {
  const objects: string[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let i = 0; i < content.length; i++) {
    const char = content[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') {
      if (depth === 0) start = i;
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) objects.push(content.slice(start, i + 1));
    }
  }
  return objects;
}
