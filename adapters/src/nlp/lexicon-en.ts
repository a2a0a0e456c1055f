import type { CueLexicon } from './cue-lexicon';

const words = (text: string): Set<string> => new Set(text.split(/\s+/).filter(Boolean));

/**
 * English relies on compromise for most names; these words trim its spans and add the few cues
 * it lacks (legal forms, clubs, "Kanton"-style nouns).
 */
export const ENGLISH_LEXICON: CueLexicon = {
  language: 'en',
  capitalsMarkNames: true,
  functionWords: words(`
    the a an and or but nor so yet for of in on at to from by with without into onto over under about above below after before
    since until while during against among between through across behind beyond near off out up down around he she it we they i you
    me him her us them his its our their my your this that these those who whom whose which what when where why how there here
    then now also not no yes all any both each every few many most other some such only own same than too very just can will would
    shall should may might must could is are was were be been being have has had do does did said says say according mr mrs ms
    monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october
    november december today yesterday tomorrow however meanwhile although though because if unless whether as
  `),
  personTitles: words(`
    mr mrs ms miss dr prof professor sir lord lady dame president vice-president minister chancellor premier governor senator
    sen rep representative congressman congresswoman mayor secretary ambassador general gen gov col lt captain judge justice king
    queen prince princess pope bishop cardinal rev reverend father sheikh chairman chairwoman chairperson chief ceo director spokesman
    spokeswoman spokesperson coach manager striker midfielder defender goalkeeper leader commissioner prosecutor attorney
    candidate challenger rebel dictator executive founder co-founder economist analyst striker forward captain
  `),
  nameParticles: words('van von de der den du la le da di del della bin ibn al el ben'),
  legalForms: words('Inc Inc. Corp Corp. Corporation Co Co. Ltd Ltd. Plc plc PLC LLC LLP AG SA NV Group Holdings'),
  organizationStarters: words(''),
  clubMarkers: new Set(['FC', 'AFC', 'SC', 'Rovers', 'Wanderers']),
  locationPrepositions: words(''),
  locationNouns: words('canton province region state city town village county district island republic kingdom'),
  locationStarters: words(''),
  notNames: words('state government parliament internet web'),
};
