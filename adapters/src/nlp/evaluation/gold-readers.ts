/**
 * Readers for the gold NER sets in ../shared/data/ner (see its README): CoNLL-2003 (IOB1,
 * space-separated), GermEval 2014 (BIO, tab-separated, nested column), HIPE-2020 (BIO, TSV with
 * a header and `# key = value` metadata) and Europeana Newspapers (IO, no boundaries).
 * Each returns evaluation units: a text rebuilt from the tokens and its PER/ORG/LOC spans.
 */
export type GoldType = 'PER' | 'ORG' | 'LOC';

export interface GoldEntity {
  text: string;
  type: GoldType;
}

export interface GoldUnit {
  id: string;
  text: string;
  entities: GoldEntity[];
  /** Spans of other types (MISC, OTH, deriv/part, time, prod) and nested spans: neither rewarded nor penalised. */
  neutral: string[];
}

interface GoldToken {
  text: string;
  /** Outer tag, e.g. B-PER, I-LOC, O. */
  tag: string;
  /** Nested tag where the format has one. */
  nested?: string;
  spaceAfter?: boolean;
  /** Line break after the token (sentence or document structure). */
  breakAfter?: boolean;
}

const NO_SPACE_BEFORE = /^[,.;:!?)\]}%»”]$|^'s$|^n't$/;
const NO_SPACE_AFTER = /^[([{«“]$/;

/** Rebuild text from tokens, remembering each token's character offsets. */
export function detokenize(tokens: readonly GoldToken[]): { text: string; offsets: [number, number][] } {
  let text = '';
  const offsets: [number, number][] = [];
  tokens.forEach((token, i) => {
    const previous = tokens[i - 1];
    if (previous) {
      if (previous.breakAfter) text += '\n';
      else if (
        previous.spaceAfter !== false &&
        !NO_SPACE_BEFORE.test(token.text) &&
        !NO_SPACE_AFTER.test(previous.text) &&
        !/\p{L}-$/u.test(previous.text)
      ) {
        text += ' ';
      }
    }
    offsets.push([text.length, text.length + token.text.length]);
    text += token.text;
  });
  return { text, offsets };
}

/** Spans of a tag column. B- always opens; I- continues a span of the same label (IOB1, BIO and IO alike). */
export function tagSpans(tags: readonly (string | undefined)[]): { from: number; to: number; label: string }[] {
  const spans: { from: number; to: number; label: string }[] = [];
  let open: { from: number; to: number; label: string } | undefined;
  tags.forEach((tag, i) => {
    const match = /^([BI])-(.+)$/.exec(tag ?? 'O');
    if (!match) {
      open = undefined;
      return;
    }
    const [, prefix, label] = match as unknown as [string, string, string];
    if (prefix === 'I' && open && open.label === label && open.to === i) {
      open.to = i + 1;
    } else {
      open = { from: i, to: i + 1, label };
      spans.push(open);
    }
  });
  return spans;
}

function buildUnit(id: string, tokens: GoldToken[], typeOf: (label: string) => GoldType | undefined): GoldUnit {
  const { text, offsets } = detokenize(tokens);
  const surface = (from: number, to: number): string => text.slice(offsets[from]?.[0] ?? 0, offsets[to - 1]?.[1] ?? 0);
  const entities: GoldEntity[] = [];
  const neutral: string[] = [];
  for (const span of tagSpans(tokens.map((t) => t.tag))) {
    const type = typeOf(span.label);
    if (type) entities.push({ text: surface(span.from, span.to), type });
    else neutral.push(surface(span.from, span.to));
  }
  for (const span of tagSpans(tokens.map((t) => t.nested))) neutral.push(surface(span.from, span.to));
  return { id, text, entities, neutral };
}

const plainType = (label: string): GoldType | undefined => (label === 'PER' || label === 'ORG' || label === 'LOC' ? label : undefined);

/** CoNLL-2003: one unit per document (-DOCSTART-), sentences on their own lines. */
export function readConll2003(content: string): GoldUnit[] {
  const units: GoldUnit[] = [];
  let tokens: GoldToken[] = [];
  const flush = (): void => {
    if (tokens.length > 0) units.push(buildUnit(`conll-${units.length + 1}`, tokens, plainType));
    tokens = [];
  };
  for (const line of content.split('\n')) {
    const trimmed = line.trim();
    if (trimmed.startsWith('-DOCSTART-')) flush();
    else if (trimmed === '') {
      const last = tokens[tokens.length - 1];
      if (last) last.breakAfter = true;
    } else {
      const columns = trimmed.split(' ');
      tokens.push({ text: columns[0] ?? '', tag: columns[columns.length - 1] ?? 'O' });
    }
  }
  flush();
  return units;
}

/** GermEval 2014: one unit per sentence; outer column scored, nested column neutral. */
export function readGermEval(content: string): GoldUnit[] {
  const units: GoldUnit[] = [];
  let tokens: GoldToken[] = [];
  let source = '';
  const flush = (): void => {
    if (tokens.length > 0) units.push(buildUnit(`germeval-${units.length + 1} ${source}`.trim(), tokens, plainType));
    tokens = [];
  };
  for (const line of content.split('\n')) {
    if (line.startsWith('#\t')) {
      flush();
      source = line.split('\t')[1] ?? '';
    } else if (line.trim() === '') {
      flush();
    } else {
      const [, text = '', outer = 'O', nested = 'O'] = line.split('\t');
      tokens.push({ text, tag: outer, nested });
    }
  }
  flush();
  return units;
}

const HIPE_TYPES: Readonly<Record<string, GoldType>> = { pers: 'PER', org: 'ORG', loc: 'LOC' };

/** HIPE-2020: one unit per document; NE-COARSE-LIT scored, NE-NESTED neutral. */
export function readHipe(content: string): GoldUnit[] {
  const units: GoldUnit[] = [];
  let tokens: GoldToken[] = [];
  let id = '';
  const flush = (): void => {
    if (tokens.length > 0) units.push(buildUnit(id || `hipe-${units.length + 1}`, tokens, (l) => HIPE_TYPES[l]));
    tokens = [];
  };
  for (const line of content.split('\n')) {
    if (line.startsWith('TOKEN\t') || line.trim() === '') continue;
    const meta = /^# ([\w-]+) = (.*)$/.exec(line);
    if (meta) {
      if (meta[1] === 'document_id') {
        flush();
        id = meta[2] ?? '';
      }
      continue;
    }
    const columns = line.split('\t');
    const misc = columns[9] ?? '';
    tokens.push({
      text: columns[0] ?? '',
      tag: columns[1] ?? 'O',
      nested: columns[6] ?? 'O',
      spaceAfter: !misc.includes('NoSpaceAfter'),
      breakAfter: misc.includes('PySBDSegment'),
    });
  }
  flush();
  return units;
}

/** Europeana Newspapers (IO tags, no boundaries): chunks of about `chunkTokens` tokens, cut after a full stop. */
export function readEuropeana(content: string, chunkTokens = 150): GoldUnit[] {
  const units: GoldUnit[] = [];
  let tokens: GoldToken[] = [];
  const flush = (): void => {
    if (tokens.length > 0) units.push(buildUnit(`europeana-${units.length + 1}`, tokens, plainType));
    tokens = [];
  };
  for (const line of content.split('\n')) {
    const space = line.lastIndexOf(' ');
    if (space <= 0) continue;
    const text = line.slice(0, space);
    tokens.push({ text, tag: line.slice(space + 1).trim() });
    if (tokens.length >= chunkTokens && /^[.!?]$/.test(text) && tokens[tokens.length - 1]?.tag === 'O') flush();
  }
  flush();
  return units;
}
