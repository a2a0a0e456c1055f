import nlp from 'compromise';
import type { EntityKind } from '@newsdesk/core/documents/document.types';

/** A name compromise found, by character offsets into the text. */
export interface LibrarySpan {
  start: number;
  end: number;
  kind: EntityKind;
}

interface OffsetJson {
  offset?: { start: number; length: number };
}

// compromise accepts `terms: false` (skip the per-term output) but its types only allow an object.
const JSON_OPTIONS = { offset: true, terms: false } as unknown as { offset: boolean };

/** People, places and organisations of an English text, as tagged by compromise. */
export function compromiseSpans(text: string): LibrarySpan[] {
  const doc = nlp(text);
  const views: [EntityKind, unknown][] = [
    ['person', doc.people().json(JSON_OPTIONS)],
    ['location', doc.places().json(JSON_OPTIONS)],
    ['organization', doc.organizations().json(JSON_OPTIONS)],
  ];
  const spans: LibrarySpan[] = [];
  for (const [kind, json] of views) {
    for (const item of json as OffsetJson[]) {
      if (item.offset) spans.push({ start: item.offset.start, end: item.offset.start + item.offset.length, kind });
    }
  }
  return spans;
}
