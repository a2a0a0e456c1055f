import { diffArrays } from 'diff';
import { compileIgnoreRule, MAX_RULES } from './noise-rules';

/**
 * The noise profile of a page: it is fetched three times when added; a part that differs between
 * the first and second load AND between the second and third (a clock, a nonce, a counter) is
 * proposed as an ignore rule. Each rule is anchored on the unchanged word(s) before it (or after,
 * at the very start), so "Visitors {number}" hides the counter, not every number on the page.
 */
export const proposeIgnoreRules = (samples: readonly [string, string, string]): string[] => {
  const [a, b, c] = samples.map(tokens) as [string[], string[], string[]];
  const lineOfB = lines(samples[1]);
  const firstChanges = hunks(a, b);
  const secondChanges = hunks(b, c);
  const changedInB = (i: number) =>
    [...firstChanges.map((h) => h.new), ...secondChanges.map((h) => h.old)].some((r) => i >= r.start && i < r.end);
  const rules: string[] = [];
  for (const second of secondChanges) {
    const first = firstChanges.find((h) => h.new.start === second.old.start && h.new.end === second.old.end);
    const size = second.old.end - second.old.start;
    if (!first || size === 0 || size > MAX_VOLATILE_TOKENS || first.removed.length !== size || second.added.length !== size) continue;
    const pieces: string[] = [];
    for (let k = 0; k < size; k += 1) {
      const piece = generalize([first.removed[k]!, b[second.old.start + k]!, second.added[k]!]);
      if (piece === null) break;
      pieces.push(piece);
    }
    if (pieces.length !== size) continue;
    const before = anchor(b, lineOfB, second.old.start, -1, changedInB);
    const after = before.length === 0 ? anchor(b, lineOfB, second.old.end - 1, 1, changedInB) : [];
    const rule = [...before, ...pieces, ...after].join(' ');
    if (rules.includes(rule) || !matchesAll(rule, samples)) continue;
    rules.push(rule);
    if (rules.length === MAX_RULES) break;
  }
  return rules;
};

/** Longer changing runs are content (a new headline), not noise. */
const MAX_VOLATILE_TOKENS = 4;
const ANCHOR_TOKENS = 2;

const tokens = (text: string): string[] => text.split(/\s+/).filter((t) => t !== '');
/** The line of each token: an anchor never reaches into another line (another paragraph). */
const lines = (text: string): number[] => text.split('\n').flatMap((line, i) => tokens(line).map(() => i));

interface Hunk {
  old: { start: number; end: number };
  new: { start: number; end: number };
  removed: string[];
  added: string[];
}

const hunks = (oldTokens: string[], newTokens: string[]): Hunk[] => {
  const changes = diffArrays(oldTokens, newTokens, { timeout: 2_000 }) ?? [];
  const found: Hunk[] = [];
  let oldPos = 0;
  let newPos = 0;
  for (let i = 0; i < changes.length; ) {
    const change = changes[i]!;
    if (!change.added && !change.removed) {
      oldPos += change.value.length;
      newPos += change.value.length;
      i += 1;
      continue;
    }
    const removed: string[] = [];
    const added: string[] = [];
    while (i < changes.length && (changes[i]!.added || changes[i]!.removed)) {
      (changes[i]!.added ? added : removed).push(...changes[i]!.value);
      i += 1;
    }
    found.push({
      old: { start: oldPos, end: oldPos + removed.length },
      new: { start: newPos, end: newPos + added.length },
      removed,
      added,
    });
    oldPos += removed.length;
    newPos += added.length;
  }
  return found;
};

/**
 * Up to two unchanged tokens next to the volatile run (`edge` is its first or last token), on its
 * line, nearest kept; braces would read as placeholders.
 */
const anchor = (text: string[], lineOf: number[], edge: number, step: 1 | -1, changed: (i: number) => boolean): string[] => {
  const picked: string[] = [];
  for (let i = edge + step; i >= 0 && i < text.length && picked.length < ANCHOR_TOKENS; i += step) {
    const token = text[i]!;
    if (changed(i) || lineOf[i] !== lineOf[edge] || /[{}]/.test(token)) break;
    picked.push(token);
  }
  return step === -1 ? picked.reverse() : picked;
};

const RUN = /\d+|\p{L}+|[^\d\p{L}]/gu;
const CODE = /^[\p{L}\p{N}_+/=-]+$/u;

/**
 * One token's three versions → a rule piece: digits always become {number} (a clock's hour
 * changes too, later); letters that differ become {word}; punctuation must agree. Versions that
 * do not share one shape (a random nonce) become {code}; anything else cannot be generalised.
 */
const generalize = (versions: [string, string, string]): string | null => {
  const runs: string[][] = versions.map((v) => v.match(RUN) ?? []);
  const first = runs[0]!;
  const kind = (run: string) => (/^\d/.test(run) ? 'digits' : /^\p{L}/u.test(run) ? 'letters' : 'other');
  const sameShape = runs.every(
    (r) => r.length === first.length && r.every((run, i) => kind(run) === kind(first[i]!) && (kind(run) !== 'other' || run === first[i])),
  );
  if (sameShape && !versions.some((v) => /[{}]/.test(v))) {
    const pieces = first.map((run, i) => {
      if (kind(run) === 'digits') return '{number}';
      if (kind(run) === 'letters') return runs.every((r) => r[i] === run) ? run : '{word}';
      return run;
    });
    const piece = pieces.join('');
    if (!piece.includes('}{')) return piece;
  }
  return versions.every((v) => CODE.test(v)) ? '{code}' : null;
};

const matchesAll = (rule: string, samples: readonly string[]): boolean => {
  try {
    return samples.every((sample) => {
      const regex = compileIgnoreRule(rule);
      return regex.test(sample);
    });
  } catch {
    return false;
  }
};
