import { beforeEach, describe, expect, test } from '@jest/globals';
import type { LoginAttemptLedger } from '../identity/identity.ports';
import { loginAttemptCounters, type AttemptCounter } from '../identity/login-throttle';

const WINDOW = 15 * 60_000;
const t0 = new Date('2026-11-21T09:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

const counter = (key: string, limit: number | null, windowStart = t0): AttemptCounter => ({
  key,
  windowStart,
  windowEnd: new Date(windowStart.getTime() + WINDOW),
  limit,
});

/** Every adapter of LoginAttemptLedger passes this suite (in-memory and PostgreSQL). */
export const loginAttemptLedgerContract = (name: string, make: () => Promise<LoginAttemptLedger>) => {
  describe(`${name} satisfies the login attempt ledger contract`, () => {
    let ledger: LoginAttemptLedger;
    beforeEach(async () => {
      ledger = await make();
    });

    test('counts attempts per key and window, and refuses all or nothing at a limit', async () => {
      const account = counter('account:a@x.test', 3);
      const address = counter('address:192.0.2.1', null);
      expect(await ledger.reserve([account, address], t0)).toEqual({ reserved: true, counts: [1, 1] });
      expect(await ledger.reserve([account, address], t0)).toEqual({ reserved: true, counts: [2, 2] });
      expect(await ledger.reserve([account, address], t0)).toEqual({ reserved: true, counts: [3, 3] });
      // the account is full: the address counts nothing either
      expect(await ledger.reserve([account, address], t0)).toEqual({ reserved: false, counts: [3, 3] });
      expect(await ledger.reserve([address], t0)).toEqual({ reserved: true, counts: [4] });
      // another key, and the same key in the next window, start from zero
      expect(await ledger.reserve([counter('account:b@x.test', 3)], t0)).toEqual({ reserved: true, counts: [1] });
      const next = counter('account:a@x.test', 3, at(WINDOW));
      expect(await ledger.reserve([next], at(WINDOW))).toEqual({ reserved: true, counts: [1] });
    });

    test('release takes one attempt back, never below zero', async () => {
      const pair = counter('pair:192.0.2.1|a@x.test', 2);
      await ledger.reserve([pair], t0);
      await ledger.reserve([pair], t0);
      expect((await ledger.reserve([pair], t0)).reserved).toBe(false);
      await ledger.release([pair]);
      expect(await ledger.reserve([pair], t0)).toEqual({ reserved: true, counts: [2] });
      await ledger.release([pair]);
      await ledger.release([pair]);
      await ledger.release([pair]);
      expect(await ledger.reserve([pair], t0)).toEqual({ reserved: true, counts: [1] });
    });

    test('forgive drops the pair and takes what it counted from the others, never below zero', async () => {
      const counters = loginAttemptCounters('a@x.test', '192.0.2.1', t0);
      const fromElsewhere = loginAttemptCounters('a@x.test', '198.51.100.9', t0);
      for (let i = 0; i < 3; i++) await ledger.reserve(counters.all, t0);
      for (let i = 0; i < 4; i++) await ledger.reserve(fromElsewhere.all, t0);
      // the account holds 7: 3 from this client, 4 from another address
      await ledger.forgive(counters.pair, [counters.account, counters.address]);
      const after = await ledger.reserve(counters.all, t0);
      const count = (c: AttemptCounter) => after.counts[counters.all.indexOf(c)];
      expect([count(counters.account), count(counters.pair), count(counters.address)]).toEqual([5, 1, 1]);

      const lone = counter('pair:203.0.113.5|b@x.test', 5);
      const small = counter('address:203.0.113.5', null);
      await ledger.reserve([lone], t0);
      await ledger.reserve([lone], t0);
      await ledger.reserve([small], t0);
      await ledger.forgive(lone, [small]);
      expect(await ledger.reserve([lone, small], t0)).toEqual({ reserved: true, counts: [1, 1] });
    });

    test('forgiving a pair that counted nothing changes nothing', async () => {
      const account = counter('account:c@x.test', 10);
      await ledger.reserve([account], t0);
      await ledger.forgive(counter('pair:192.0.2.7|c@x.test', 5), [account]);
      expect(await ledger.reserve([account], t0)).toEqual({ reserved: true, counts: [2] });
    });

    test('forty parallel reservations on a limit of five: exactly five get through', async () => {
      const counters = loginAttemptCounters('burst@x.test', '192.0.2.1', t0);
      const results = await Promise.all(Array.from({ length: 40 }, () => ledger.reserve(counters.all, t0)));
      const granted = results.filter((r) => r.reserved);
      expect(granted).toHaveLength(5);
      const pairIndex = counters.all.indexOf(counters.pair);
      expect(granted.map((r) => r.counts[pairIndex]).sort()).toEqual([1, 2, 3, 4, 5]);
    });

    test('forty parallel attempts from forty addresses on one account: exactly the account limit, no deadlock', async () => {
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => {
          const counters = loginAttemptCounters('spread@x.test', `198.51.100.${i}`, t0);
          return ledger.reserve(counters.all, t0);
        }),
      );
      expect(results.filter((r) => r.reserved)).toHaveLength(10);
    });

    test('turns: now, then spaced; refused beyond the longest wait, which moves nothing', async () => {
      const key = 'address:192.0.2.1';
      expect(await ledger.takeTurn(key, t0, 1_000, 2_500)).toEqual({ granted: true, startsAt: t0, nextFreeAt: at(1_000) });
      expect(await ledger.takeTurn(key, t0, 1_000, 2_500)).toEqual({ granted: true, startsAt: at(1_000), nextFreeAt: at(2_000) });
      expect(await ledger.takeTurn(key, t0, 500, 2_500)).toEqual({ granted: true, startsAt: at(2_000), nextFreeAt: at(2_500) });
      expect(await ledger.takeTurn(key, t0, 1_000, 2_000)).toEqual({ granted: false, retryAt: at(500) });
      expect(await ledger.takeTurn(key, at(600), 1_000, 2_000)).toEqual({ granted: true, startsAt: at(2_500), nextFreeAt: at(3_500) });
      // a quiet address starts again at once
      expect(await ledger.takeTurn(key, at(60_000), 1_000, 2_000)).toEqual({ granted: true, startsAt: at(60_000), nextFreeAt: at(61_000) });
      expect(await ledger.takeTurn('address:198.51.100.1', t0, 1_000, 2_000)).toMatchObject({ granted: true, startsAt: t0 });
    });

    test('parallel turns never share a start', async () => {
      const turns = await Promise.all(Array.from({ length: 12 }, () => ledger.takeTurn('address:203.0.113.9', t0, 1_000, 3_000)));
      const starts = turns.flatMap((turn) => (turn.granted ? [turn.startsAt.getTime() - t0.getTime()] : []));
      expect(starts.sort((a, b) => a - b)).toEqual([0, 1_000, 2_000, 3_000]);
    });
  });
};
