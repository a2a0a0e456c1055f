import { languageOf, type RoundLanguage } from './round-names';

/**
 * Players' positions as the sports data writes them (English words or the usual abbreviations:
 * `Forward`, `Centre-Back`, `GK`), in the reader's language by rule, like round names (ADR 0029).
 * The data keeps the source's word; a position no rule knows is shown as it is.
 */
type Names = Record<RoundLanguage, string>;

const GOALKEEPER: Names = { en: 'Goalkeeper', de: 'Torwart', fr: 'Gardien de but' };
const DEFENDER: Names = { en: 'Defender', de: 'Verteidiger', fr: 'Défenseur' };
const MIDFIELDER: Names = { en: 'Midfielder', de: 'Mittelfeldspieler', fr: 'Milieu de terrain' };
const FORWARD: Names = { en: 'Forward', de: 'Stürmer', fr: 'Attaquant' };
const CENTRE_BACK: Names = { en: 'Centre-back', de: 'Innenverteidiger', fr: 'Défenseur central' };
const CENTRE_FORWARD: Names = { en: 'Centre-forward', de: 'Mittelstürmer', fr: 'Avant-centre' };

/** Keyed by the folded spelling (lower case, without spaces, hyphens or dots). */
const POSITIONS: Record<string, Names> = {
  goalkeeper: GOALKEEPER,
  keeper: GOALKEEPER,
  gk: GOALKEEPER,
  defender: DEFENDER,
  defence: DEFENDER,
  defense: DEFENDER,
  df: DEFENDER,
  centreback: CENTRE_BACK,
  centerback: CENTRE_BACK,
  cb: CENTRE_BACK,
  fullback: { en: 'Full-back', de: 'Außenverteidiger', fr: 'Arrière latéral' },
  leftback: { en: 'Left-back', de: 'Linker Verteidiger', fr: 'Arrière gauche' },
  rightback: { en: 'Right-back', de: 'Rechter Verteidiger', fr: 'Arrière droit' },
  midfielder: MIDFIELDER,
  midfield: MIDFIELDER,
  mf: MIDFIELDER,
  defensivemidfield: { en: 'Defensive midfielder', de: 'Defensiver Mittelfeldspieler', fr: 'Milieu défensif' },
  attackingmidfield: { en: 'Attacking midfielder', de: 'Offensiver Mittelfeldspieler', fr: 'Milieu offensif' },
  winger: { en: 'Winger', de: 'Flügelspieler', fr: 'Ailier' },
  leftwinger: { en: 'Left winger', de: 'Linksaußen', fr: 'Ailier gauche' },
  rightwinger: { en: 'Right winger', de: 'Rechtsaußen', fr: 'Ailier droit' },
  forward: FORWARD,
  attacker: FORWARD,
  attack: FORWARD,
  fw: FORWARD,
  striker: { en: 'Striker', de: 'Mittelstürmer', fr: 'Avant-centre' },
  centreforward: CENTRE_FORWARD,
  centerforward: CENTRE_FORWARD,
};

const folded = (position: string): string => position.toLowerCase().replace(/[\s\-._]/g, '');

/** The position in the reader's language (`de`, `fr`, else English); unknown positions as written. */
export const positionName = (position: string, language: string | undefined): string =>
  POSITIONS[folded(position)]?.[languageOf(language)] ?? position;
