import { describe, expect, test } from '@jest/globals';
import { DomainError } from '../shared/domain-error';
import { PasswordCheckGate, passwordCheckLimits } from './password-check-gate';

/** A check that runs until the test lets it finish. */
const heldCheck = () => {
  let finish!: (value: boolean) => void;
  const done = new Promise<boolean>((resolve) => (finish = resolve));
  let started = false;
  return {
    run: () => {
      started = true;
      return done;
    },
    get started() {
      return started;
    },
    finish: () => finish(true),
  };
};

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the password check gate', () => {
  test('runs at most two checks at once; the next waits and starts when one ends, in order', async () => {
    const gate = new PasswordCheckGate({ running: 2, waiting: 4, maxWaitMs: 5_000 });
    const checks = [heldCheck(), heldCheck(), heldCheck(), heldCheck()];
    const results = checks.map((check) => gate.run(check.run));
    await tick();
    expect(checks.map((c) => c.started)).toEqual([true, true, false, false]);
    expect(gate.load).toEqual({ running: 2, waiting: 2 });
    checks[1]!.finish();
    await tick();
    expect(checks.map((c) => c.started)).toEqual([true, true, true, false]);
    checks[0]!.finish();
    checks[2]!.finish();
    await tick();
    expect(checks[3]!.started).toBe(true);
    checks[3]!.finish();
    expect(await Promise.all(results)).toEqual([true, true, true, true]);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  test('a full queue refuses at once with auth.login_busy and a Retry-After', async () => {
    const gate = new PasswordCheckGate({ running: 1, waiting: 1, maxWaitMs: 1_500 });
    const [first, second] = [heldCheck(), heldCheck()];
    const running = gate.run(first.run);
    const waiting = gate.run(second.run);
    const refused = await gate.run(async () => true).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ kind: 'rate_limited', code: 'auth.login_busy', details: { retryAfterSeconds: 2 } });
    first.finish();
    second.finish();
    await Promise.all([running, waiting]);
  });

  test('a check that waited too long is refused and leaves the queue; a failing check frees its place', async () => {
    const gate = new PasswordCheckGate({ running: 1, waiting: 4, maxWaitMs: 30 });
    const held = heldCheck();
    const running = gate.run(held.run);
    const timedOut = await gate.run(async () => true).catch((e: unknown) => e);
    expect(timedOut).toMatchObject({ code: 'auth.login_busy', details: { retryAfterSeconds: 1 } });
    expect(gate.load).toEqual({ running: 1, waiting: 0 });
    held.finish();
    await running;
    await expect(gate.run(() => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
    await expect(gate.run(async () => 'free again')).resolves.toBe('free again');
  });

  test('half the processors check at once, one at least and two at most; eight wait per check', () => {
    expect(passwordCheckLimits(1)).toEqual({ running: 1, waiting: 8, maxWaitMs: 2_000 });
    expect(passwordCheckLimits(2)).toEqual({ running: 1, waiting: 8, maxWaitMs: 2_000 });
    expect(passwordCheckLimits(4)).toEqual({ running: 2, waiting: 16, maxWaitMs: 2_000 });
    expect(passwordCheckLimits(64)).toEqual({ running: 2, waiting: 16, maxWaitMs: 2_000 });
  });
});
