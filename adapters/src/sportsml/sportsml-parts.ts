/**
 * Building blocks shared by the sports: a team or a person with their metadata, a ranked entry
 * of a standing, and the metadata of an event. Element order follows the schema's sequences
 * (sports-property before name; outcome-totals before rank before sub-score).
 */
import type { PlayerRef, TeamRef } from '@newsdesk/core/sports/sports.views';
import { el, names, qcode, text, zurichDateTime, type XmlNode } from './sportsml-xml';

export const property = (formalName: string, value: string | number | null | undefined): XmlNode | null =>
  value === null || value === undefined || value === '' ? null : el('sports-property', { 'formal-name': formalName, value });

export const teamMetadata = (team: Pick<TeamRef, 'id' | 'name' | 'shortName'>, attributes: { alignment?: 'home' | 'away' } = {}): XmlNode =>
  el('team-metadata', { key: qcode('vendteam', team.id), alignment: attributes.alignment }, names(team.name, team.shortName));

export const playerMetadata = (
  player: PlayerRef,
  extra: { uniformNumber?: number | null; properties?: (XmlNode | null)[] } = {},
): XmlNode =>
  el('player-metadata', { key: qcode('vendperson', player.id), nationality: player.nationality, 'uniform-number': extra.uniformNumber }, [
    ...names(player.name),
    ...(extra.properties ?? []),
  ]);

/** A kick-off or start as SportsML's date-time: Zurich time with offset, or the bare day. */
export const startDateTime = (instant: string | null, day: string): string => (instant ? zurichDateTime(instant) : day);

export interface StandingEntryStats {
  rank: number;
  points: number;
  played?: number | null;
  wins?: number;
  losses?: number;
  ties?: number;
  scoredFor?: number;
  scoredAgainst?: number;
  properties?: (XmlNode | null)[];
}

/** The stats of one line of a table: its totals, then its rank. */
export const standingStats = (tag: 'team-stats' | 'player-stats', stats: StandingEntryStats): XmlNode =>
  el(tag, { 'events-played': stats.played }, [
    ...(stats.properties ?? []),
    el('outcome-totals', {
      'alignment-scope': 'events-all',
      'events-played': stats.played,
      // standing-points is a string in the schema: Formula 1 has awarded half points.
      'standing-points': stats.points,
      wins: stats.wins,
      losses: stats.losses,
      ties: stats.ties,
      'points-scored-for': stats.scoredFor,
      'points-scored-against': stats.scoredAgainst,
      'points-difference':
        stats.scoredFor !== undefined && stats.scoredAgainst !== undefined ? stats.scoredFor - stats.scoredAgainst : undefined,
    }),
    el('rank', { type: 'spct:standing', value: stats.rank }),
  ]);

export const standingMetadata = (
  attributes: { season: string; endDay?: string | null; label?: string },
  properties: (XmlNode | null)[] = [],
): XmlNode =>
  el(
    'standing-metadata',
    {
      'team-coverage': 'multi-team',
      'temporal-unit-type': 'spct:season',
      'temporal-unit-value': qcode('season', attributes.season),
      'end-date-time': attributes.endDay ?? undefined,
    },
    properties,
  );

export const eventName = (name: string): XmlNode => el('name', { role: 'nrol:full' }, [text(name)]);

export const site = (name: string, key?: string): XmlNode =>
  el('site', {}, [el('site-metadata', { key: key ? qcode('vendsite', key) : undefined }, names(name))]);
