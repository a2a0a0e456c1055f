import { siteListEmpty, siteListInvalidLines, siteListNotText, siteListUnsupportedType } from './source.errors';
import { domainOfEntry } from './host-name';

/** Generic lists hold the sites the newsroom follows broadly; custom lists the ones it adds itself. */
export const SITE_LIST_KINDS = ['generic', 'custom'] as const;
export type SiteListKind = (typeof SITE_LIST_KINDS)[number];

/** The largest list file accepted (also the multipart limit of the upload route). */
export const MAX_SITE_LIST_BYTES = 1024 * 1024;

export interface SiteEntry {
  domain: string;
  name: string;
}

export interface Uploader {
  id: string;
  name: string;
}

/** An uploaded list file as stored: its text and the sites read from it. */
export interface SiteListFile {
  /** Sanitized file name, unique: `generic-sites.csv`. */
  name: string;
  kind: SiteListKind;
  content: string;
  /** Bytes of the file as uploaded. */
  size: number;
  sites: SiteEntry[];
  uploadedAt: Date;
  uploadedBy: Uploader | null;
}

export type SiteListFileSummary = Omit<SiteListFile, 'content' | 'sites'> & { entries: number };

export const summarizeSiteList = ({ content: _content, sites, ...rest }: SiteListFile): SiteListFileSummary => ({
  ...rest,
  entries: sites.length,
});

/** How many bad line numbers an error names; the count says how many there are in all. */
const MAX_REPORTED_LINES = 20;
const MAX_NAME_LENGTH = 200;
// Tab, line feed, vertical tab, form feed and carriage return are text; other C0 controls mean binary.
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f]/;

/** The bytes of an uploaded list as text: valid UTF-8 without NUL or other control bytes. */
export const decodeSiteListText = (bytes: Uint8Array): string => {
  if (bytes.includes(0)) throw siteListNotText();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw siteListNotText();
  }
  if (CONTROL.test(text)) throw siteListNotText();
  return text;
};

/** Splits one CSV line; double quotes enclose fields with delimiters, "" is a quote. */
const csvFields = (line: string, delimiter: string): string[] => {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (char === delimiter) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields.map((f) => f.trim());
};

const HEADER_WORDS = new Set(['domain', 'domains', 'url', 'site', 'sites', 'website', 'host', 'domaine', 'adresse']);

/**
 * The sites of a list: one domain or http(s) URL per line, optionally followed by a name
 * (CSV `domain,name`; a semicolon works too, as spreadsheets in German and French export it).
 * Blank lines, `#` comments and a header row are skipped; a domain listed twice counts once.
 * Every other line must be a domain or URL, or the whole list is refused with the bad line numbers.
 */
export const parseSiteList = (text: string): SiteEntry[] => {
  const lines = text.split(/\r\n|\n|\r/);
  const firstData = lines.find((line) => line.trim() && !line.trim().startsWith('#')) ?? '';
  const delimiter = firstData.includes(',') ? ',' : firstData.includes(';') ? ';' : ',';
  const sites = new Map<string, SiteEntry>();
  const bad: number[] = [];
  let seenData = false;
  lines.forEach((line, index) => {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) return;
    const [first = '', second = ''] = csvFields(trimmed, delimiter);
    const isHeader = !seenData && HEADER_WORDS.has(first.toLowerCase());
    seenData = true;
    if (isHeader) return;
    const domain = domainOfEntry(first);
    if (!domain) {
      bad.push(index + 1);
      return;
    }
    if (!sites.has(domain)) sites.set(domain, { domain, name: second.slice(0, MAX_NAME_LENGTH) || domain });
  });
  if (bad.length) throw siteListInvalidLines(bad.slice(0, MAX_REPORTED_LINES), bad.length);
  if (sites.size === 0) throw siteListEmpty();
  return [...sites.values()];
};

const KEPT_EXTENSIONS = new Set(['.csv', '.txt']);
const MAX_STEM_LENGTH = 80;

/**
 * The name a list is stored under, from whatever the client called it: the last path part only,
 * accents folded, lower case, `[a-z0-9._-]`, no leading dots, `.csv` or `.txt` kept (a name without
 * extension becomes `.txt`; any other extension is refused). Never the client's path.
 */
export const sanitizeSiteListName = (raw: string): string => {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const folded = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
  const extension = /\.[a-z0-9]{1,8}$/.exec(folded)?.[0];
  if (extension && !KEPT_EXTENSIONS.has(extension)) throw siteListUnsupportedType();
  const stem = (extension ? folded.slice(0, -extension.length) : folded)
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/-{2,}/g, '-')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, MAX_STEM_LENGTH)
    .replace(/[._-]+$/, '');
  return `${stem || 'list'}${extension ?? '.txt'}`;
};

/** Route parameters name stored files only; this is what sanitizeSiteListName produces. */
export const SITE_LIST_NAME_PATTERN = /^[a-z0-9][a-z0-9._-]{0,79}\.(?:csv|txt)$/;
