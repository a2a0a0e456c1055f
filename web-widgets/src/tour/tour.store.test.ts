import { describe, expect, test } from '@jest/globals';
import { TourStore, type TourRunner } from './tour.store';
import type { TourStep } from './tour-steps';

/** Records what the page would show; `finish()` plays the user pressing Done or Skip. */
class RecordingRunner implements TourRunner {
  shown: TourStep[][] = [];
  stops = 0;
  private onEnd: (() => void) | null = null;
  run(steps: TourStep[], onEnd: () => void) {
    this.shown.push(steps);
    this.onEnd = onEnd;
  }
  stop() {
    this.stops += 1;
    this.onEnd = null;
  }
  finish() {
    const onEnd = this.onEnd;
    this.onEnd = null;
    onEnd?.();
  }
}

const setup = (finishTour: () => Promise<void> = async () => undefined) => {
  const timers: { callback: () => void; ms: number; cleared: boolean }[] = [];
  const runner = new RecordingRunner();
  const calls = { finished: 0, errors: [] as unknown[] };
  const store = new TourStore(
    {
      finishTour: async () => {
        calls.finished += 1;
        await finishTour();
      },
    },
    runner,
    {
      setTimer: (callback, ms) => {
        const timer = { callback, ms, cleared: false };
        timers.push(timer);
        return timer;
      },
      clearTimer: (handle) => void ((handle as { cleared: boolean }).cleared = true),
      onError: (error) => calls.errors.push(error),
    },
  );
  const elapse = () =>
    timers
      .filter((t) => !t.cleared)
      .splice(0)
      .forEach((t) => ((t.cleared = true), t.callback()));
  return { store, runner, timers, calls, elapse };
};

const ids = (steps: TourStep[] | undefined) => steps?.map((s) => s.id);
const newcomer = { id: 'u1', isNew: true };

describe('TourStore', () => {
  test('a new user gets the tour 400 ms after load, with the welcome and the page steps', () => {
    const { store, runner, timers, elapse } = setup();
    store.pageLoaded(newcomer, '/dashboard');
    expect(timers.map((t) => t.ms)).toEqual([400]);
    expect(runner.shown).toEqual([]);
    elapse();
    expect(ids(runner.shown[0])).toEqual(['welcome', 'page.dashboard', 'navigation', 'notifications', 'settings', 'user-menu']);
    expect(store.active).toBe(true);
  });

  test('a user who is not new gets no tour', () => {
    const { store, timers } = setup();
    store.pageLoaded({ id: 'u1', isNew: false }, '/dashboard');
    expect(timers).toEqual([]);
    expect(store.active).toBe(false);
  });

  test('while active, a route change restarts it after the delay with the new page’s steps', () => {
    const { store, runner, elapse } = setup();
    store.pageLoaded(newcomer, '/dashboard');
    elapse();
    store.routeChanged('/collections');
    expect(runner.stops).toBe(1);
    elapse();
    expect(ids(runner.shown[1])).toEqual(['page.collections', 'navigation', 'notifications', 'settings', 'user-menu']);
  });

  test('a route change before the tour showed only changes the page it shows on', () => {
    const { store, runner, elapse } = setup();
    store.pageLoaded(newcomer, '/dashboard');
    store.routeChanged('/search');
    elapse();
    expect(runner.shown).toHaveLength(1);
    expect(ids(runner.shown[0])?.slice(0, 2)).toEqual(['welcome', 'page.search']);
  });

  test('a route change while inactive does nothing', () => {
    const { store, runner, timers } = setup();
    store.pageLoaded({ id: 'u1', isNew: false }, '/dashboard');
    store.routeChanged('/search');
    expect(runner.stops).toBe(0);
    expect(timers).toEqual([]);
  });

  test('finishing or skipping tells the server once, and the tour does not come back on another load', async () => {
    const { store, runner, calls, timers, elapse } = setup();
    store.pageLoaded(newcomer, '/dashboard');
    elapse();
    runner.finish();
    await Promise.resolve();
    expect(calls.finished).toBe(1);
    expect(store.active).toBe(false);
    store.dispose();
    store.pageLoaded(newcomer, '/dashboard');
    expect(timers.filter((t) => !t.cleared)).toEqual([]);
  });

  test('“Tour guide” starts it again at once, from the welcome, without telling the server again', async () => {
    const { store, runner, calls, elapse } = setup();
    store.pageLoaded(newcomer, '/glossary');
    elapse();
    runner.finish();
    await Promise.resolve();
    store.start();
    expect(store.active).toBe(true);
    expect(ids(runner.shown[1])?.slice(0, 2)).toEqual(['welcome', 'page.glossary']);
    runner.finish();
    await Promise.resolve();
    expect(calls.finished).toBe(1);
  });

  test('a failed save is reported, and the tour is not forced on the user again in this page', async () => {
    const { store, runner, calls, timers, elapse } = setup(async () => {
      throw new Error('offline');
    });
    store.pageLoaded(newcomer, '/dashboard');
    elapse();
    runner.finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.errors).toHaveLength(1);
    store.routeChanged('/search');
    expect(timers.filter((t) => !t.cleared)).toEqual([]);
  });

  test('dispose (logout) cancels a pending start and takes the tour off without saving', () => {
    const { store, runner, calls, timers, elapse } = setup();
    store.pageLoaded(newcomer, '/dashboard');
    store.dispose();
    expect(timers[0]?.cleared).toBe(true);
    expect(store.active).toBe(false);
    store.start();
    store.dispose();
    expect(runner.stops).toBe(1);
    elapse();
    expect(calls.finished).toBe(0);
  });
});
