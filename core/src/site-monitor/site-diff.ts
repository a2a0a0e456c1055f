import { diffArrays } from 'diff';
import type { DiffPart } from './site-monitor.types';

/** Unchanged text longer than this is shortened to its ends: the reader wants the change, with a little context. */
const CONTEXT_CHARS = 120;

/**
 * A word diff (jsdiff) of the old and new text, as runs of same / removed / added; words are
 * whole (`1.75%` replaces `1.5%`, not `75` replacing `5`). The old
 * version reads as same + removed, the new as same + added. A diff that takes too long (huge,
 * totally different texts) falls back to "all removed, all added".
 */
export const diffSiteTexts = (oldText: string, newText: string): DiffPart[] => {
  const words = (text: string) => text.match(/\s+|\S+/g) ?? [];
  const changes = diffArrays(words(oldText), words(newText), { timeout: 2_000 }) ?? [
    { value: [oldText], removed: true, added: false, count: 1 },
    { value: [newText], added: true, removed: false, count: 1 },
  ];
  const parts: DiffPart[] = [];
  for (const change of changes) {
    const text = change.value.join('');
    if (text === '') continue;
    const kind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    const last = parts.at(-1);
    if (last && last.kind === kind) last.text += text;
    else parts.push({ kind, text });
  }
  return parts.map((part, i) => (part.kind === 'same' ? shorten(part, i === 0, i === parts.length - 1) : part));
};

const shorten = (part: DiffPart, isFirst: boolean, isLast: boolean): DiffPart => {
  const limit = (isFirst || isLast ? 1 : 2) * CONTEXT_CHARS + 3;
  if (part.text.length <= limit) return part;
  const head = isFirst ? '' : `${part.text.slice(0, CONTEXT_CHARS)} `;
  const tail = isLast ? '' : ` ${part.text.slice(-CONTEXT_CHARS)}`;
  return { kind: 'same', text: `${head}…${tail}`, elided: true };
};

/** Spec: an empty or whitespace-only diff never raises an alert. */
export const isMeaningfulChange = (parts: readonly DiffPart[]): boolean => parts.some((p) => p.kind !== 'same' && p.text.trim() !== '');
