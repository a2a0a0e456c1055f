/**
 * A cup (championship) season: its matches grouped into stages and rounds in play order, and the
 * winner from the final (extra time and penalties count).
 */
import type { FootballMatch } from '../sports.types';
import { byKickoff, groupInPlayOrder, matchWinner } from '../football-match';

export interface ChampionshipStages {
  stages: { name: string; rounds: { round: string; matches: FootballMatch[] }[] }[];
  /** The final, if the competition season has one (decided or not). */
  final: FootballMatch | null;
  /** The winner's team id; null while the final is not decided. */
  winnerTeamId: string | null;
}

/** `Final`, `Finals, Final`, `Grand Final` — not `Semi-finals`, `Quarter-final` or `Semifinal`. */
export const isFinal = (name: string | null): boolean => name !== null && /(^|[\s,])final$/i.test(name.trim());

export const championshipStages = (matches: FootballMatch[]): ChampionshipStages => {
  // a match without a stage is its own round's stage (sources that only name rounds)
  const stages = groupInPlayOrder(matches, (m) => m.stage ?? m.round).map(({ key, matches: inStage }) => ({
    name: key,
    rounds: groupInPlayOrder(inStage, (m) => m.round).map(({ key: round, matches: inRound }) => ({ round, matches: inRound })),
  }));
  const finals = matches.filter((m) => isFinal(m.round) || isFinal(m.stage));
  // a replayed final: the last one decides
  const final = [...finals].sort(byKickoff).at(-1) ?? null;
  const outcome = final ? matchWinner(final) : null;
  const winnerTeamId = final && outcome === 'home' ? final.homeTeamId : final && outcome === 'away' ? final.awayTeamId : null;
  return { stages, final, winnerTeamId };
};
