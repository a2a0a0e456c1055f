import type { EntityKind } from '@newsdesk/core/documents/document.types';
import { isAllCaps, isCapitalised, tokenize, type TextToken } from './text-tokens';
import de from './gazetteer/de.json' with { type: 'json' };
import en from './gazetteer/en.json' with { type: 'json' };
import fr from './gazetteer/fr.json' with { type: 'json' };

export type GazetteerLanguage = 'en' | 'de' | 'fr';

/** A name, or a canonical name with the other spellings that should map to it. */
export type GazetteerEntry = string | { name: string; aliases?: string[] };

/** One language's curated names; admins add to these (see NewsEntityExtractorOptions.extra). */
export interface GazetteerLists {
  organizations: GazetteerEntry[];
  persons: GazetteerEntry[];
  locations: GazetteerEntry[];
}

export type GazetteerExtra = Partial<Record<GazetteerLanguage, Partial<GazetteerLists>>>;

export const DEFAULT_GAZETTEERS: Readonly<Record<GazetteerLanguage, GazetteerLists>> = { de, en, fr };

export interface GazetteerMatch {
  name: string;
  kind: EntityKind;
  /** Token index range [first, last + 1). */
  from: number;
  to: number;
}

interface Target {
  name: string;
  kind: EntityKind;
  /** The spelling as listed, token by token, to check capitals against the text. */
  forms: string[];
}

interface TrieNode {
  next: Map<string, TrieNode>;
  target?: Target;
}

const LIST_KINDS: [keyof GazetteerLists, EntityKind][] = [
  ['persons', 'person'],
  ['organizations', 'organization'],
  ['locations', 'location'],
];

/**
 * Token trie over the curated names of one language. Look-up is case-insensitive; a listed
 * capital must be a capital in the text, so "Turkey" the country does not match "turkey".
 */
export class Gazetteer {
  private readonly root: TrieNode = { next: new Map() };

  constructor(
    private readonly language: GazetteerLanguage,
    lists: readonly Partial<GazetteerLists>[],
  ) {
    for (const list of lists) {
      for (const [key, kind] of LIST_KINDS) {
        for (const entry of list[key] ?? []) this.addEntry(entry, kind);
      }
    }
  }

  /** Longest matches, left to right, not overlapping. */
  findAll(tokens: readonly TextToken[]): GazetteerMatch[] {
    const matches: GazetteerMatch[] = [];
    let i = 0;
    while (i < tokens.length) {
      const match = this.longestAt(tokens, i);
      if (match && !shortAcronymInCapitals(tokens, match)) {
        matches.push(match);
        i = match.to;
      } else {
        i += 1;
      }
    }
    return matches;
  }

  private longestAt(tokens: readonly TextToken[], from: number): GazetteerMatch | undefined {
    let node: TrieNode | undefined = this.root;
    let best: GazetteerMatch | undefined;
    for (let i = from; i < tokens.length; i++) {
      const token = tokens[i];
      node = token ? node.next.get(token.lower) : undefined;
      if (!node) break;
      const target = node.target;
      if (target && this.casesAgree(tokens, from, target)) best = { name: target.name, kind: target.kind, from, to: i + 1 };
    }
    return best;
  }

  private casesAgree(tokens: readonly TextToken[], from: number, target: Target): boolean {
    return target.forms.every((form, k) => {
      const text = tokens[from + k]?.text ?? '';
      if (isAllCaps(form)) return text === form || isAllCaps(text) || text.toUpperCase() === form;
      if (isCapitalised(form)) return isCapitalised(text);
      return true;
    });
  }

  private addEntry(entry: GazetteerEntry, kind: EntityKind): void {
    const name = typeof entry === 'string' ? entry : entry.name;
    const spellings = typeof entry === 'string' ? [entry] : [entry.name, ...(entry.aliases ?? [])];
    for (const spelling of spellings) {
      const forms = tokenize(spelling, this.language).map((t) => t.text);
      if (forms.length === 0) continue;
      for (const variant of this.language === 'de' ? germanVariants(forms) : [forms]) {
        this.insert(variant, { name, kind, forms: variant });
      }
    }
  }

  private insert(forms: readonly string[], target: Target): void {
    let node = this.root;
    for (const form of forms) {
      const key = form.toLowerCase();
      let child = node.next.get(key);
      if (!child) {
        child = { next: new Map() };
        node.next.set(key, child);
      }
      node = child;
    }
    // The first list that names a spelling keeps it (persons, then organizations, then locations).
    node.target ??= target;
  }
}

/**
 * "PS", "LR", "UE" inside a line of capitals ("A LOUER, PS 2 PIECES") are rarely the party or
 * the union; a listed abbreviation of up to three letters needs ordinary text around it.
 */
function shortAcronymInCapitals(tokens: readonly TextToken[], match: GazetteerMatch): boolean {
  const text = tokens[match.from]?.text ?? '';
  if (match.to - match.from !== 1 || !/^\p{Lu}{2,3}$/u.test(text)) return false;
  const near = [tokens[match.from - 1], tokens[match.from - 2], tokens[match.to], tokens[match.to + 1]];
  return near.some((t) => t?.kind === 'word' && t.text.length >= 2 && isAllCaps(t.text));
}

/**
 * German inflects names in running text: "der Deutschen Bank", "des Bundestages",
 * "Frankreichs". Generate those spellings so they map back to the listed (nominative) name.
 */
function germanVariants(forms: readonly string[]): string[][] {
  const variants: string[][] = [[...forms]];
  const last = forms.length - 1;
  const adjectival = forms.slice(0, last).some((f) => /\p{Ll}e$/u.test(f));
  if (adjectival) {
    for (const ending of ['n', 'r', 's', 'm']) {
      variants.push(forms.map((f, k) => (k < last && /\p{Ll}e$/u.test(f) ? f + ending : f)));
    }
  }
  const head = forms[last] ?? '';
  if (/\p{Ll}$/u.test(head) && !/[sßxz]$/u.test(head)) {
    for (const variant of [...variants]) {
      variants.push([...variant.slice(0, last), head + 's']);
      if (/[^aeiouy]$/u.test(head)) variants.push([...variant.slice(0, last), head + 'es']);
    }
  }
  return variants;
}
