/**
 * Round and stage names as the sports data writes them (English: `Matchday 25`, `Quarterfinals`,
 * Sackmann's `QF`, `R128`), in the reader's language by rule (ADR 0029). The data keeps the
 * source's name (it is the key of a round in URLs and exports); only what is shown is translated.
 * A name no rule knows is shown as it is. Pure and without date-fns, so the statistics page's first
 * load does not grow by it.
 */
export type RoundLanguage = 'en' | 'de' | 'fr';

/** The data-label language of a UI language tag: `de`, `fr`, else English. */
export const languageOf = (language: string | undefined): RoundLanguage => {
  const base = language?.toLowerCase().split(/[-_]/)[0];
  return base === 'de' || base === 'fr' ? base : 'en';
};

type Names = Record<RoundLanguage, string>;

/** Fixed names, keyed by their folded spelling (lower case, no spaces, hyphens or dots). */
const FIXED: Record<string, Names> = {
  final: { en: 'Final', de: 'Finale', fr: 'Finale' },
  finals: { en: 'Finals', de: 'Finalspiele', fr: 'Phase finale' },
  semifinals: { en: 'Semi-finals', de: 'Halbfinale', fr: 'Demi-finales' },
  semifinal: { en: 'Semi-final', de: 'Halbfinale', fr: 'Demi-finale' },
  quarterfinals: { en: 'Quarter-finals', de: 'Viertelfinale', fr: 'Quarts de finale' },
  quarterfinal: { en: 'Quarter-final', de: 'Viertelfinale', fr: 'Quart de finale' },
  roundof16: { en: 'Round of 16', de: 'Achtelfinale', fr: 'Huitièmes de finale' },
  roundof32: { en: 'Round of 32', de: 'Sechzehntelfinale', fr: 'Seizièmes de finale' },
  roundof64: { en: 'Round of 64', de: '1/32-Finale', fr: '32es de finale' },
  roundof128: { en: 'Round of 128', de: '1/64-Finale', fr: '64es de finale' },
  groupstage: { en: 'Group stage', de: 'Gruppenphase', fr: 'Phase de groupes' },
  leaguephase: { en: 'League phase', de: 'Ligaphase', fr: 'Phase de ligue' },
  league: { en: 'League phase', de: 'Ligaphase', fr: 'Phase de ligue' },
  playoffs: { en: 'Play-offs', de: 'Play-offs', fr: 'Barrages' },
  knockoutphase: { en: 'Knockout phase', de: 'K.-o.-Phase', fr: 'Phase à élimination directe' },
  knockoutroundplayoffs: { en: 'Knockout round play-offs', de: 'Zwischenrunde', fr: 'Barrages de la phase à élimination directe' },
  thirdplace: { en: 'Third place', de: 'Spiel um Platz 3', fr: 'Match pour la 3e place' },
  matchforthirdplace: { en: 'Match for third place', de: 'Spiel um Platz 3', fr: 'Match pour la 3e place' },
  thirdplaceplayoff: { en: 'Third place play-off', de: 'Spiel um Platz 3', fr: 'Match pour la 3e place' },
  preliminaryround: { en: 'Preliminary round', de: 'Vorrunde', fr: 'Tour préliminaire' },
  // Sackmann's tennis rounds (data dictionary: R128 … R16, QF, SF, F, RR, BR, ER).
  r128: { en: 'Round of 128', de: '1/64-Finale', fr: '64es de finale' },
  r64: { en: 'Round of 64', de: '1/32-Finale', fr: '32es de finale' },
  r32: { en: 'Round of 32', de: 'Sechzehntelfinale', fr: 'Seizièmes de finale' },
  r16: { en: 'Round of 16', de: 'Achtelfinale', fr: 'Huitièmes de finale' },
  qf: { en: 'Quarter-final', de: 'Viertelfinale', fr: 'Quart de finale' },
  sf: { en: 'Semi-final', de: 'Halbfinale', fr: 'Demi-finale' },
  f: { en: 'Final', de: 'Finale', fr: 'Finale' },
  rr: { en: 'Round robin', de: 'Gruppenphase', fr: 'Phase de poules' },
  br: { en: 'Bronze medal match', de: 'Spiel um Bronze', fr: 'Match pour la médaille de bronze' },
  er: { en: 'Early rounds', de: 'Erste Runden', fr: 'Premiers tours' },
  // Formula 1 sessions and alpine runs, as the F1 and FIS data name them.
  race: { en: 'Race', de: 'Rennen', fr: 'Course' },
  sprint: { en: 'Sprint', de: 'Sprint', fr: 'Sprint' },
  qualifying: { en: 'Qualifying', de: 'Qualifying', fr: 'Qualifications' },
  sprintqualifying: { en: 'Sprint qualifying', de: 'Sprint-Qualifying', fr: 'Qualifications du sprint' },
  sprintshootout: { en: 'Sprint shootout', de: 'Sprint-Shootout', fr: 'Sprint shootout' },
};

/** `1.` in German; `1re`, `2e` in French (feminine: journée, manche). */
const ordinal = (n: number, language: RoundLanguage, masculine = false): string => {
  if (language === 'de') return `${n}.`;
  if (language === 'fr') return n === 1 ? (masculine ? '1er' : '1re') : `${n}e`;
  return String(n);
};

/** Numbered names: `Matchday 25`, `Round 3`, `Group A`, `Q1`, `Run 2`, `Practice 1`, `Leg 2`. */
const NUMBERED: { pattern: RegExp; name: (n: string, language: RoundLanguage) => string }[] = [
  {
    pattern: /^(?:matchday|match day|md)\s*(\d{1,3})$/i,
    name: (n, l) => (l === 'de' ? `${ordinal(+n, l)} Spieltag` : l === 'fr' ? `${ordinal(+n, l)} journée` : `Matchday ${n}`),
  },
  {
    pattern: /^round\s+(\d{1,3})$/i,
    name: (n, l) => (l === 'de' ? `${ordinal(+n, l)} Runde` : l === 'fr' ? `${ordinal(+n, l, true)} tour` : `Round ${n}`),
  },
  {
    pattern: /^(?:q|qualifying round\s*)(\d)$/i,
    name: (n, l) =>
      l === 'de'
        ? `Qualifikation, ${ordinal(+n, l)} Runde`
        : l === 'fr'
          ? `Qualifications, ${ordinal(+n, l, true)} tour`
          : `Qualifying round ${n}`,
  },
  {
    pattern: /^group\s+([A-Z0-9]{1,2})$/i,
    name: (g, l) => `${l === 'de' ? 'Gruppe' : l === 'fr' ? 'Groupe' : 'Group'} ${g.toUpperCase()}`,
  },
  {
    pattern: /^run\s*(\d)$/i,
    name: (n, l) => (l === 'de' ? `${ordinal(+n, l)} Lauf` : l === 'fr' ? `${ordinal(+n, l)} manche` : `Run ${n}`),
  },
  {
    pattern: /^(?:practice|free practice|fp)\s*(\d)$/i,
    name: (n, l) => (l === 'de' ? `${ordinal(+n, l)} Training` : l === 'fr' ? `Essais libres ${n}` : `Practice ${n}`),
  },
  {
    pattern: /^leg\s*(\d)$/i,
    name: (n, l) =>
      l === 'de'
        ? ({ '1': 'Hinspiel', '2': 'Rückspiel' }[n] ?? `${n}. Spiel`)
        : l === 'fr'
          ? ({ '1': 'Match aller', '2': 'Match retour' }[n] ?? `Match ${n}`)
          : `Leg ${n}`,
  },
];

const fold = (name: string) => name.toLowerCase().replace(/[\s\-.]+/g, '');

const known = (text: string, language: RoundLanguage): string | null => {
  const fixed = FIXED[fold(text)];
  if (fixed) return fixed[language];
  for (const { pattern, name } of NUMBERED) {
    const match = pattern.exec(text);
    if (match?.[1]) return name(match[1], language);
  }
  // `League, Matchday 1`, `Finals, Round of 16` (football.json's cups): part by part, when every part is known.
  if (text.includes(',')) {
    const parts = text.split(',').map((part) => known(part.trim(), language));
    if (parts.every((part) => part !== null)) return parts.join(', ');
  }
  return null;
};

/** One round or stage name in the reader's language; a name no rule knows comes back unchanged. */
export const roundName = (name: string, language: string | undefined): string =>
  known(name.trim().replace(/\s+/g, ' '), languageOf(language)) ?? name;

/** A match's place in a cup, `stage · round`; the round alone in a league or when both read the same. */
export const stageAndRoundName = (stage: string | null, round: string, language: string | undefined): string => {
  const roundShown = roundName(round, language);
  const stageShown = stage ? roundName(stage, language) : null;
  return stageShown && stageShown !== roundShown ? `${stageShown} · ${roundShown}` : roundShown;
};
