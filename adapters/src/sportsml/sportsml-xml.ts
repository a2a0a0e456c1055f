/**
 * The small vocabulary every SportsML document of the export is built from: element nodes for
 * fast-xml-parser's XMLBuilder (which escapes every text and attribute), QCodes, names and the
 * document frame. Element order matters (the schema's sequences), so nodes keep their order.
 */
import { XMLBuilder } from 'fast-xml-parser';
import { zurichIsoDateTime } from '@newsdesk/core/sports/sports-time';

/** SportsML 3 shares the NewsML-G2 namespace. */
export const SPORTSML_NAMESPACE = 'http://iptc.org/std/nar/2006-10-01/';

export type XmlNode = { [tag: string]: XmlNode[] | Record<string, string> | string };
type Attributes = Record<string, string | number | null | undefined>;

// Characters XML 1.0 forbids (control characters): a stray one from a data source would make
// the whole document unreadable for the wire's parser.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const clean = (value: string): string => value.replace(FORBIDDEN, '');

/** An element; attributes that are null or undefined are left out. */
export const el = (tag: string, attributes: Attributes = {}, children: (XmlNode | null | undefined | false)[] = []): XmlNode => {
  const attrs: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) if (value !== null && value !== undefined) attrs[name] = clean(String(value));
  const node: XmlNode = { [tag]: children.filter((c): c is XmlNode => Boolean(c)) };
  if (Object.keys(attrs).length > 0) node[':@'] = attrs;
  return node;
};

export const text = (value: string): XmlNode => ({ '#text': clean(value) });

/**
 * A QCode (`scheme:code`, no white space, per NewsML-G2): provider ids keep their own colons;
 * white space is percent-encoded so that an id with a blank still makes a valid code.
 */
export const qcode = (scheme: string, code: string): string =>
  `${scheme}:${code.replace(/\s/g, (c) => encodeURIComponent(c)) || 'unknown'}`;

/** `<name role="nrol:full">…</name>` and, when it differs, the short name. */
export const names = (full: string, short?: string | null): XmlNode[] => [
  el('name', { role: 'nrol:full' }, [text(full)]),
  ...(short && short !== full ? [el('name', { role: 'nrol:short' }, [text(short)])] : []),
];

/** An instant as SportsML wants it: Europe/Zurich wall-clock time with its offset (spec §1). */
export const zurichDateTime = (instant: string): string => zurichIsoDateTime(instant);

/** IPTC subject codes of the sports (the `sport:` scheme of the examples). */
export const SPORT_CODES = {
  football: { key: 'sport:15054000', name: 'Soccer' },
  tennis: { key: 'sport:15065000', name: 'Tennis' },
  motorsport: { key: 'sport:15039000', name: 'Motor racing' },
  wintersport: { key: 'sport:15002000', name: 'Alpine skiing' },
} as const;

export interface SportsmlMetadata {
  sport: keyof typeof SPORT_CODES;
  /** Unique per document: sport, what it covers, when it was made. */
  docId: string;
  /** When the document was made (UTC instant; written in Zurich time). */
  generatedAt: string;
  /** `spct:standings`, `spct:event-summary` … */
  documentClass: string;
  title: string;
  /** Extra sports-content-codes: league, season, tour. */
  codes: { type: string; key: string; name?: string }[];
}

const builder = new XMLBuilder({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
});

/** The classic-flavour document: `<sports-content>` with its metadata, then the given parts. */
export const sportsmlDocument = (metadata: SportsmlMetadata, parts: XmlNode[]): string => {
  const sport = SPORT_CODES[metadata.sport];
  const codes = [
    { type: 'spct:publisher', key: 'publisher:newsdesk', name: 'Newsdesk' },
    { type: 'spct:sport', key: sport.key, name: sport.name },
    ...metadata.codes,
  ];
  const root = el('sports-content', { xmlns: SPORTSML_NAMESPACE }, [
    el(
      'sports-metadata',
      {
        'doc-id': metadata.docId,
        'date-time': zurichDateTime(metadata.generatedAt),
        language: 'en',
        'document-class': metadata.documentClass,
      },
      [
        // The base metadata's sequence comes first (codes), then sports-metadata's own (title).
        el(
          'sports-content-codes',
          {},
          codes.map((code) => el('sports-content-code', { 'code-type': code.type, 'code-key': code.key, 'code-name': code.name })),
        ),
        el('sports-title', {}, [text(metadata.title)]),
      ],
    ),
    ...parts,
  ]);
  return builder.build([{ '?xml': [{ '#text': '' }], ':@': { version: '1.0', encoding: 'UTF-8' } }, root]) as string;
};
