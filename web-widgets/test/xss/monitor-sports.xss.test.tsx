import { describe, expect, test } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import type { TeamRef } from '@newsdesk/core/sports/sports.views';
import { XSS_PAYLOADS, inGroups } from '@newsdesk/core/testing/xss-payloads';
import { SiteMonitor } from '../../src/site-monitor/SiteMonitor';
import { FakeSiteMonitorApi, aSiteView } from '../../src/site-monitor/site-monitor.fixtures';
import { SiteMonitorStore } from '../../src/site-monitor/site-monitor.store';
import { StatisticsWorkspace } from '../../src/statistics/StatisticsWorkspace';
import { FakeStatisticsApi } from '../../src/statistics/fake-statistics-api';
import { sakaProfile } from '../../src/statistics/statistics.fixtures';
import { StatisticsStore } from '../../src/statistics/statistics.store';
import { renderWidget } from '../../src/testing/render-widget';
import { auditXss } from '../../src/testing/xss-audit';
import { installXssCanaryForFile, payloadAt as at, settle } from '../../src/testing/xss-suite';
import { Toasts } from '../../src/toasts/Toasts';
import { ToastStore } from '../../src/toasts/toast.store';

/*
 * Monitored pages are other people's HTML, read as text and shown as a diff; sports names come
 * from imported data files. Every payload through the site cards and diffs, and through the
 * names of clubs, players and search hits in the statistics.
 */
const canary = installXssCanaryForFile();

const P = XSS_PAYLOADS;

describe('site monitor', () => {
  test.each(
    inGroups(
      P.map((_, i) => i),
      40,
    ),
  )('sites %#: names, selectors, ignore rules, diffs and addresses stay inert', async (...indexes) => {
    const api = new FakeSiteMonitorApi('empty');
    api.sites = indexes.map((i) =>
      aSiteView({
        id: `site-${i}`,
        name: at(i),
        // an address is http(s) on the server (site-validation.ts); the payload rides in its path and query
        url: `https://example.org/${encodeURI(at(i + 1))}?q=${at(i + 2)}`,
        selector: at(i + 3),
        ignoredPatterns: [at(i + 4)],
        isNew: i % 2 === 0,
        lastChange: {
          at: '2026-11-22T09:40:00.000Z',
          parts: [
            { kind: 'same', text: at(i + 5) },
            { kind: 'removed', text: at(i + 6) },
            { kind: 'added', text: at(i + 7) },
            { kind: 'same', text: at(i + 8), elided: true },
          ],
        },
        lastError: i % 5 === 0 ? { code: at(i + 9), at: '2026-11-22T09:45:00.000Z' } : null,
      }),
    );
    const toasts = new ToastStore({ autoCloseMs: 60_000 });
    renderWidget(<SiteMonitor store={new SiteMonitorStore(api, { toasts })} />);
    await screen.findByRole('heading', { level: 2, name: 'Watched sites' });
    await settle();
    expect(document.body.textContent).toContain(at(indexes[0]!).trim());
    expect(await auditXss(canary)).toEqual({ findings: [], calls: [] });
  });
});

describe('statistics', () => {
  const KEYS = ['arsenal', 'chelsea', 'liverpool', 'city', 'newcastle', 'spurs'] as const;

  // six clubs a render: twelve payloads as their names and short names
  test.each(
    inGroups(
      P.map((_, i) => i),
      12,
    ),
  )('clubs %#: hostile club, player and search names in tables, fixtures, results, the club page and search', async (...indexes) => {
    const name = (n: number) => at(indexes[n] ?? indexes[0]! + n);
    const teams = Object.fromEntries(
      KEYS.map((key, n) => [key, { id: `openfootball:team:${key}`, name: name(n), shortName: name(n + 6) } satisfies TeamRef]),
    ) as Record<(typeof KEYS)[number], TeamRef>;
    const api = new FakeStatisticsApi({ teams });
    const profile = sakaProfile();
    api.players = [
      { ...profile, player: { ...profile.player, name: at(indexes[0]! + 2), position: at(indexes[0]! + 3) }, team: teams.arsenal },
    ];
    api.extraHits = indexes.map((i) => ({
      type: 'player' as const,
      id: `hit-${i}`,
      name: `fc ${at(i + 4)}`,
      sport: 'football' as const,
      detail: at(i + 5),
    }));
    const toasts = new ToastStore({ autoCloseMs: 60_000 });
    const store = new StatisticsStore(api, { toasts, cache: null, searchDebounceMs: 0, saveFile: () => undefined });
    renderWidget(
      <>
        <StatisticsWorkspace store={store} clipboard={{ writeText: () => Promise.resolve() }} />
        <Toasts store={toasts} />
      </>,
    );
    for (const step of [
      () => store.show('competitions'),
      () => store.show('fixtures', { status: 'all' }),
      () => store.show('results'),
      () => store.openTeam(teams.arsenal.id, teams.arsenal.name),
      () => store.openPlayer(profile.player.id, at(indexes[0]! + 2)),
      async () => {
        await store.show('overview');
        store.search.setText('fc');
      },
    ]) {
      await act(async () => {
        await step();
      });
      await settle();
      expect(await auditXss(canary)).toEqual({ findings: [], calls: [] });
    }
    expect(document.body.textContent).toContain(at(indexes[0]!).trim());
  });
});
