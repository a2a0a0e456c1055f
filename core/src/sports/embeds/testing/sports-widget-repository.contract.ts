import { beforeEach, describe, expect, test } from '@jest/globals';
import { aUuid } from '../../../testing/identity.mother';
import type { SportsWidgetRepository } from '../sports-widget.ports';
import { aSportsWidget } from './sports-widget.mother';

/** Every SportsWidgetRepository adapter passes this (in-memory and PostgreSQL). */
export const sportsWidgetRepositoryContract = (name: string, make: () => Promise<SportsWidgetRepository>) => {
  describe(`${name} satisfies the sports widget repository contract`, () => {
    let repo: SportsWidgetRepository;
    beforeEach(async () => {
      repo = await make();
    });

    test('stores each kind of widget and gives it back unchanged', async () => {
      const widgets = [
        aSportsWidget(),
        aSportsWidget({
          kind: 'football-results',
          params: { competitionSeasonId: 'openfootball:de.1:2024-25', limit: 8 },
          locale: 'de',
          title: 'Bundesliga – “Ergebnisse” & <Tabelle>',
        }),
        aSportsWidget({ kind: 'tennis-ranking', params: { associationName: 'WTA', limit: 25 }, locale: 'fr' }),
        aSportsWidget({
          kind: 'wintersport-standings',
          params: { seasonId: '2024-25', gender: 'men', disciplineId: 'ALL', kind: 'athlete' },
        }),
        aSportsWidget({
          kind: 'motorsport-results',
          serviceProvider: 'another-provider',
          params: { raceId: 'ergast:race:1144' },
          revokedAt: '2026-11-23T10:00:00.000Z',
        }),
      ];
      for (const widget of widgets) await repo.insert(widget);
      for (const widget of widgets) expect(await repo.findById(widget.id)).toEqual(widget);
      expect(await repo.findById(aUuid())).toBeNull();
    });

    test("lists an owner's widgets newest first, revoked ones included, and nobody else's", async () => {
      const owner = aUuid();
      const older = aSportsWidget({ ownerId: owner, createdAt: '2026-11-20T08:00:00.000Z' });
      const newer = aSportsWidget({ ownerId: owner, createdAt: '2026-11-22T08:00:00.000Z', revokedAt: '2026-11-22T09:00:00.000Z' });
      const someoneElses = aSportsWidget({ createdAt: '2026-11-21T08:00:00.000Z' });
      for (const widget of [older, someoneElses, newer]) await repo.insert(widget);
      expect((await repo.listByOwner(owner)).map((w) => w.id)).toEqual([newer.id, older.id]);
      expect(await repo.listByOwner(aUuid())).toEqual([]);
    });

    test('revoking sets the time once; revoking again or an unknown id changes nothing', async () => {
      const widget = aSportsWidget();
      await repo.insert(widget);
      await repo.revoke(widget.id, '2026-11-23T10:00:00.000Z');
      await repo.revoke(widget.id, '2026-11-24T10:00:00.000Z');
      await repo.revoke(aUuid(), '2026-11-24T10:00:00.000Z');
      expect(await repo.findById(widget.id)).toEqual({ ...widget, revokedAt: '2026-11-23T10:00:00.000Z' });
    });
  });
};
