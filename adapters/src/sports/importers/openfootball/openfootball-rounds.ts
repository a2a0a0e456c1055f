/**
 * football.json names a round as a plain matchday in a league (`Matchday 12`) and as
 * `<phase>, <round>` in the 2024-25 Champions League (`League, Matchday 1`, `Finals, Round of 16`);
 * the 2019-20 CL writes `Group A` and `Quarterfinals`. The model keeps the round as the source
 * names it and adds the cup stage core groups by (tables per group, knockout stages).
 */
const KNOCKOUT: Record<string, string> = {
  'round of 32': 'Round of 32',
  'round of 16': 'Round of 16',
  quarterfinals: 'Quarter-finals',
  'quarter-finals': 'Quarter-finals',
  semifinals: 'Semi-finals',
  'semi-finals': 'Semi-finals',
  final: 'Final',
};

const PHASES: Record<string, string> = { league: 'League phase', playoffs: 'Play-offs', 'play-offs': 'Play-offs' };

export const roundAndStage = (source: string, cup: boolean): { round: string; stage: string | null } => {
  const text = source.trim();
  if (!cup) return { round: text, stage: null };
  const comma = text.indexOf(',');
  const phase = comma >= 0 ? text.slice(0, comma).trim() : null;
  const round = comma >= 0 ? text.slice(comma + 1).trim() : text;
  const knockout = KNOCKOUT[round.toLowerCase()];
  if (knockout) return { round, stage: knockout };
  if (/^group\s+\S+$/i.test(round)) return { round, stage: round };
  return { round, stage: (phase && (PHASES[phase.toLowerCase()] ?? phase)) || round };
};
