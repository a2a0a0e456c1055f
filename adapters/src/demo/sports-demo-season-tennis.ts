import type { SportsImportBatch } from '@newsdesk/core/sports/sports.ports';
import type { Player, TennisAssociation, TennisMatch, TennisRankingEntry, TennisTournament } from '@newsdesk/core/sports/sports.types';
import { DEMO_TOURNAMENTS, FIRST_NAMES_MEN, FIRST_NAMES_WOMEN, LAST_NAMES, NATIONS } from './sports-demo-season-names';
import { addDays, intBetween, onOrBefore, pickFrom, type DemoContext } from './sports-demo-season-tools';

const RANKED = 16;
const ROUNDS = ['QF', 'SF', 'F'] as const;

/** One set, from the match winner's side: `6-4`, `7-6(5)`; `lost` = the loser took it (`4-6`, `6-7(5)`). */
const set = (ctx: DemoContext, lost: boolean): string => {
  const other = intBetween(ctx, 0, 6);
  const [w, l, tieBreak] = other === 6 ? [7, 6, `(${intBetween(ctx, 2, 8)})`] : other === 5 ? [7, 5, ''] : [6, other, ''];
  return lost ? `${l}-${w}${tieBreak}` : `${w}-${l}${tieBreak}`;
};

/** Best of three: two sets won, a third in three matches of ten after a lost set. */
const score = (ctx: DemoContext): string =>
  (ctx.random() < 0.3 ? [set(ctx, false), set(ctx, true), set(ctx, false)] : [set(ctx, false), set(ctx, false)]).join(' ');

/**
 * Per association: 16 invented players, two weekly ranking lists (the last two Mondays, with a
 * few places swapped between them) and two tournaments of eight (quarter-finals to the final).
 */
export const demoTennis = (ctx: DemoContext): Partial<SportsImportBatch> => {
  const seasonId = ctx.today.slice(0, 4);
  const players: Player[] = [];
  const rankings: TennisRankingEntry[] = [];
  const tournaments: TennisTournament[] = [];
  const matches: TennisMatch[] = [];
  const thisMonday = onOrBefore(ctx.today, 1);

  for (const association of ['ATP', 'WTA'] as TennisAssociation[]) {
    const prefix = `demo:${association.toLowerCase()}`;
    const firstNames = association === 'ATP' ? FIRST_NAMES_MEN : FIRST_NAMES_WOMEN;
    const ids = Array.from({ length: RANKED }, (_, i) => `${prefix}:player:${i + 1}`);
    ids.forEach((id, i) => {
      const firstName = firstNames[(i * 5) % firstNames.length]!;
      const lastName = LAST_NAMES[(i * 7 + (association === 'ATP' ? 3 : 11)) % LAST_NAMES.length]!;
      players.push({
        id,
        sport: 'tennis',
        name: `${firstName} ${lastName}`,
        firstName,
        lastName,
        nationality: pickFrom(ctx, NATIONS),
        birthDate: `${intBetween(ctx, 1994, 2005)}-0${intBetween(ctx, 1, 9)}-2${intBetween(ctx, 0, 8)}`,
        hand: ctx.random() < 0.85 ? 'R' : 'L',
        heightCm: intBetween(ctx, 165, 198),
        teamId: null,
        position: null,
        number: null,
      });
    });

    // last week's list, then this week's with two pairs of neighbours swapped
    const lastWeek = [...ids];
    const thisWeek = [...ids];
    for (const i of [2, 7]) [thisWeek[i], thisWeek[i + 1]] = [thisWeek[i + 1]!, thisWeek[i]!];
    const points = (rank: number) => Math.round(9000 / (1 + (rank - 1) * 0.35));
    for (const [rankingDate, order] of [
      [addDays(thisMonday, -7), lastWeek],
      [thisMonday, thisWeek],
    ] as const) {
      order.forEach((playerId, i) =>
        rankings.push({
          association,
          rankingDate,
          rank: i + 1,
          playerId,
          points: points(i + 1) + (rankingDate === thisMonday ? intBetween(ctx, 0, 40) : 0),
          tournamentsPlayed: association === 'WTA' ? intBetween(ctx, 14, 22) : null,
        }),
      );
    }

    DEMO_TOURNAMENTS[association].forEach((t, n) => {
      const id = `${prefix}:tournament:${seasonId}-${n + 1}`;
      tournaments.push({
        id,
        association,
        seasonId,
        name: t.name,
        surface: t.surface,
        level: t.level,
        startsOn: addDays(thisMonday, n === 0 ? -21 : -7),
        drawSize: 8,
      });
      // the top eight (the second tournament: ranks 3–10), seeded 1 v 8, 4 v 5, 3 v 6, 2 v 7
      let field = ids.slice(n * 2, n * 2 + 8);
      field = [field[0]!, field[7]!, field[3]!, field[4]!, field[2]!, field[5]!, field[1]!, field[6]!];
      ROUNDS.forEach((round) => {
        const next: string[] = [];
        for (let i = 0; i < field.length; i += 2) {
          const [a, b] = [field[i]!, field[i + 1]!];
          // the better-ranked wins two times in three
          const better = ids.indexOf(a) < ids.indexOf(b) ? a : b;
          const winnerId = ctx.random() < 0.67 ? better : better === a ? b : a;
          const loserId = winnerId === a ? b : a;
          matches.push({
            id: `${id}:${round}:${i / 2 + 1}`,
            tournamentId: id,
            round,
            winnerId,
            loserId,
            score: score(ctx),
            bestOf: 3,
            minutes: intBetween(ctx, 65, 170),
          });
          next.push(winnerId);
        }
        field = next;
      });
    });
  }

  return {
    competitions: [
      { id: 'demo:atp', sport: 'tennis', name: 'Demo Men’s Tour', countryCode: null, kind: 'tour', rootTopic: 'sport' },
      { id: 'demo:wta', sport: 'tennis', name: 'Demo Women’s Tour', countryCode: null, kind: 'tour', rootTopic: 'sport' },
    ],
    players,
    tennisTournaments: tournaments,
    tennisMatches: matches,
    tennisRankings: rankings,
  };
};
