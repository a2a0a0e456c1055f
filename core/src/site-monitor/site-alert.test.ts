import { describe, expect, test } from '@jest/globals';
import { subjectOf } from '../alerting/alert.types';
import type { AlertSettings } from '../collections/collection.types';
import { planSiteAlert, realSiteChange, siteAlertWindow } from './site-alert';
import { MAX_LINE_CHARS, siteChangeLines } from './site-alert-content';

const AT = new Date('2026-11-27T06:10:00Z');
const alert = (overrides: Partial<AlertSettings> = {}): AlertSettings => ({
  frequency: 'immediately',
  slackChannels: ['#desk'],
  emails: ['Desk@Example.org'],
  webhooks: ['https://hooks.example/in'],
  ...overrides,
});

describe('realSiteChange: only a real change alerts', () => {
  test('the same text, or only whitespace changed: no change', () => {
    expect(realSiteChange('Rates unchanged.\nNext meeting March.', 'Rates unchanged.\nNext meeting March.', [], AT)).toBeNull();
    expect(realSiteChange('Rates unchanged.\nNext meeting March.', 'Rates  unchanged. \nNext meeting March.', [], AT)).toBeNull();
  });

  test('a change only in text the ignore rules hide: no change', () => {
    expect(realSiteChange('Headline\nnonce abc123', 'Headline\nnonce zz9911', ['nonce {code}'], AT)).toBeNull();
  });

  test('a change only in volatile text (a clock, a relative time): no change', () => {
    expect(realSiteChange('Policy rate 1.5%\nUpdated 09:14', 'Policy rate 1.5%\nUpdated 09:15', [], AT)).toBeNull();
    expect(realSiteChange('Policy rate 1.5%\n3 minutes ago', 'Policy rate 1.5%\n4 minutes ago', [], AT)).toBeNull();
  });

  test('a real change beside ignored text: the diff', () => {
    const parts = realSiteChange('Policy rate 1.5%\nnonce abc', 'Policy rate 1.75%\nnonce xyz', ['nonce {code}'], AT);
    expect(parts?.filter((p) => p.kind !== 'same').map((p) => [p.kind, p.text])).toEqual([
      ['removed', '1.5%'],
      ['added', '1.75%'],
    ]);
  });
});

describe('planSiteAlert: ledger rows of one change', () => {
  const change = { at: AT.toISOString(), parts: [{ kind: 'added' as const, text: 'New release' }] };

  test('no settings, no recipients, or an empty diff: nothing', () => {
    expect(planSiteAlert(null, change, 7)).toEqual([]);
    expect(planSiteAlert({ frequency: 'hourly', slackChannels: [], emails: [] }, change, 7)).toEqual([]);
    expect(planSiteAlert(alert(), { at: AT.toISOString(), parts: [{ kind: 'added', text: '  ' }] }, 7)).toEqual([]);
  });

  test('immediately: one row per recipient, due now, about the change (keyed by its time)', () => {
    const rows = planSiteAlert(alert(), change, 7);
    expect(rows.map((r) => [r.channel, r.recipient])).toEqual([
      ['slack', '#desk'],
      ['email', 'desk@example.org'],
      ['webhook', 'https://hooks.example/in'],
    ]);
    expect(rows.every((r) => r.about.kind === 'site' && r.about.at.getTime() === AT.getTime())).toBe(true);
    expect(new Set(rows.map((r) => subjectOf(r.about)))).toEqual(new Set(['site:2026-11-27T06:10:00.000Z']));
    expect(rows.every((r) => r.dueAt.getTime() === AT.getTime() && r.threadOf === null)).toBe(true);
  });

  test('hourly and daily: one digest per period, due at its end (Zurich periods)', () => {
    const [hourly] = planSiteAlert(alert({ frequency: 'hourly' }), change, 7);
    expect(hourly?.about).toEqual({
      kind: 'site-digest',
      frequency: 'hourly',
      from: new Date('2026-11-27T06:00:00Z'),
      to: new Date('2026-11-27T07:00:00Z'),
    });
    expect(subjectOf(hourly!.about)).toBe('site-digest:hourly:2026-11-27T06:00:00.000Z/2026-11-27T07:00:00.000Z');
    expect(hourly?.dueAt.toISOString()).toBe('2026-11-27T07:00:00.000Z');
    // 07:10 Zurich (UTC+1) is after the 07:00 start of the daily period
    const [daily] = planSiteAlert(alert({ frequency: 'daily' }), change, 7);
    expect(subjectOf(daily!.about)).toBe('site-digest:daily:2026-11-27T06:00:00.000Z/2026-11-28T06:00:00.000Z');
    expect(daily?.dueAt.toISOString()).toBe('2026-11-28T06:00:00.000Z');
  });
});

describe('site alerts', () => {
  test('announce the window of changes they are about', () => {
    expect(siteAlertWindow({ kind: 'site', at: AT })).toEqual({
      from: AT,
      to: new Date(AT.getTime() + 1),
      period: null,
    });
    const digest = siteAlertWindow({
      kind: 'site-digest',
      frequency: 'daily',
      from: new Date('2026-11-27T06:00:00Z'),
      to: new Date('2026-11-28T06:00:00Z'),
    });
    expect(digest.period).toEqual({
      frequency: 'daily',
      start: new Date('2026-11-27T06:00:00Z'),
      end: new Date('2026-11-28T06:00:00Z'),
    });
  });
});

describe('siteChangeLines: the diff as a message shows it', () => {
  test('added and removed lines, whitespace collapsed, context left out', () => {
    const lines = siteChangeLines(AT, [
      { kind: 'same', text: 'Press releases\n' },
      { kind: 'removed', text: 'Old  headline\n' },
      { kind: 'added', text: 'New headline\nSecond   new line\n\n' },
    ]);
    expect(lines).toEqual({ at: AT, added: ['New headline', 'Second new line'], removed: ['Old headline'], truncated: false });
  });

  test('long lines and long changes are capped, and say so', () => {
    const long = siteChangeLines(AT, [{ kind: 'added', text: 'x'.repeat(1_000) }]);
    expect(long.added[0]).toHaveLength(MAX_LINE_CHARS);
    expect(long.added[0]?.endsWith('…')).toBe(true);
    expect(long.truncated).toBe(true);
    const many = siteChangeLines(
      AT,
      [{ kind: 'added', text: Array.from({ length: 100 }, (_, i) => `line ${i} ${'y'.repeat(50)}`).join('\n') }],
      500,
    );
    expect(many.added.join('').length).toBeLessThanOrEqual(500);
    expect(many.truncated).toBe(true);
  });
});
