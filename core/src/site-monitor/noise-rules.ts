import { invalidIgnoreRule } from './site-monitor.errors';

/**
 * Noise rules: the parts of a page that change on every load (clocks, nonces, counters). A rule
 * is readable text with placeholders, e.g. `Updated {number}:{number}` or `nonce {code}`, so a
 * user can read, drop or write one. Placeholders match bounded runs and two never touch, which
 * keeps every rule a linear-time regular expression even on hostile text: users never supply
 * raw regular expressions to the server.
 */
export const PLACEHOLDERS = {
  number: String.raw`\d{1,20}(?:[.,'’]\d{1,20}){0,5}`,
  word: String.raw`\p{L}{1,40}`,
  code: String.raw`[\p{L}\p{N}_+/=-]{1,200}`,
} as const;
export type Placeholder = keyof typeof PLACEHOLDERS;

export const MAX_RULES = 20;
export const MAX_RULE_LENGTH = 200;

const PIECES = /\{(number|word|code)\}|[{}]|[^{}]+/g;
// `-` is left alone: outside a character class it is literal, and `\-` is a syntax error under the
// `u` flag, which silently dropped every proposed rule with a hyphen (ISO dates) and made a typed one a 500
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Compiles a rule, or throws site_monitor.invalid_ignore_rule. */
export const compileIgnoreRule = (rule: string): RegExp => {
  if (rule.trim() !== rule || rule === '' || rule.length > MAX_RULE_LENGTH) throw invalidIgnoreRule(rule);
  let source = '';
  let placeholders = 0;
  let previousWasPlaceholder = false;
  for (const [piece, name] of rule.matchAll(PIECES)) {
    if (name) {
      if (previousWasPlaceholder) throw invalidIgnoreRule(rule);
      source += PLACEHOLDERS[name as Placeholder];
      placeholders += 1;
      previousWasPlaceholder = true;
    } else if (piece === '{' || piece === '}') {
      throw invalidIgnoreRule(rule);
    } else {
      source += piece.split(/\s+/).map(escapeRegExp).join(String.raw`\s+`);
      previousWasPlaceholder = false;
    }
  }
  // a rule without a placeholder would hide fixed text: that is a change nobody could ever see
  if (placeholders === 0) throw invalidIgnoreRule(rule);
  try {
    return new RegExp(source, 'gu');
  } catch {
    // whatever the escaping missed is still the user's bad rule (400), never a server error
    throw invalidIgnoreRule(rule);
  }
};

/** Checks and de-duplicates a rule list (order kept). */
export const validateIgnoreRules = (rules: readonly string[]): string[] => {
  const unique = [...new Set(rules.map((r) => r.replace(/\s+/g, ' ').trim()))];
  if (unique.length > MAX_RULES) throw invalidIgnoreRule(unique[MAX_RULES]!);
  for (const rule of unique) compileIgnoreRule(rule);
  return unique;
};

/** Every match of a rule is replaced by the rule's own text: two loads differing only there read the same. */
export const applyIgnoreRules = (text: string, rules: readonly string[]): string =>
  rules.reduce((masked, rule) => masked.replace(compileIgnoreRule(rule), () => rule), text);
