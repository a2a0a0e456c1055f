import { makeAutoObservable } from 'mobx';
import type { TourGateway } from './tour.gateway';
import { tourStepsFor } from './tour-steps';
import type { TourStep } from './tour-steps';

/** Shows tour steps on the page; driver.js in the browser, a recording fake in tests. */
export interface TourRunner {
  /** Shows the steps; `onEnd` runs when the user finishes or skips (not after stop()). */
  run(steps: TourStep[], onEnd: () => void): void;
  /** Takes the tour off the page without counting as the user ending it. */
  stop(): void;
}

type TimerHandle = unknown;

export interface TourStoreOptions {
  /** Spec §9: the tour starts 400 ms after load for new users. */
  delayMs?: number;
  setTimer?: (callback: () => void, ms: number) => TimerHandle;
  clearTimer?: (handle: TimerHandle) => void;
  /** Saving "finished" failed (a toast; the tour is not shown again in this page anyway). */
  onError?: (error: unknown) => void;
}

export const TOUR_START_DELAY_MS = 400;

/**
 * The guided tour of spec §2: a new user gets it 400 ms after load; while it runs it follows the
 * user to other pages with that page's steps; finishing or skipping tells the server, so it does
 * not start by itself again; "Tour guide" in the settings starts it at any time.
 */
export class TourStore {
  active = false;

  private path = '/';
  private userId: string | null = null;
  /** The server was told (or is being told) that this user is done with the tour. */
  private finished = false;
  private pending: TimerHandle | null = null;
  private readonly delayMs: number;
  private readonly setTimer: (callback: () => void, ms: number) => TimerHandle;
  private readonly clearTimer: (handle: TimerHandle) => void;
  private readonly onError: (error: unknown) => void;

  constructor(
    private readonly gateway: Pick<TourGateway, 'finishTour'>,
    private readonly runner: TourRunner,
    options: TourStoreOptions = {},
  ) {
    this.delayMs = options.delayMs ?? TOUR_START_DELAY_MS;
    this.setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    this.clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
    this.onError = options.onError ?? (() => undefined);
    makeAutoObservable<TourStore, 'gateway' | 'runner' | 'pending'>(
      this,
      { gateway: false, runner: false, pending: false },
      { autoBind: true },
    );
  }

  /** A logged-in page was loaded: a user who is new gets the tour after the delay. */
  pageLoaded(user: { id: string; isNew: boolean }, pathname: string): void {
    if (user.id !== this.userId) {
      this.userId = user.id;
      this.finished = !user.isNew;
    }
    this.path = pathname;
    if (this.finished || this.active || this.pending !== null) return;
    this.schedule(true);
  }

  /** While the tour runs, a new page restarts it with that page's steps once the page is there. */
  routeChanged(pathname: string): void {
    if (pathname === this.path) return;
    this.path = pathname;
    // Not shown yet: it will be, on the page the user is on by then.
    if (!this.active || this.pending !== null) return;
    this.runner.stop();
    this.schedule(false);
  }

  /** Settings → Tour guide: from the start, on the page the user is on. */
  start(): void {
    const showing = this.showing;
    this.cancelPending();
    if (showing) this.runner.stop();
    this.active = true;
    this.show(true);
  }

  /** Logout or the shell going away: no tour left on the page, nothing saved. */
  dispose(): void {
    const showing = this.showing;
    this.cancelPending();
    if (showing) this.runner.stop();
    this.active = false;
  }

  /** On the page now (not only waiting for its delay). */
  private get showing(): boolean {
    return this.active && this.pending === null;
  }

  private schedule(welcome: boolean): void {
    this.cancelPending();
    this.active = true;
    this.pending = this.setTimer(() => {
      this.pending = null;
      if (this.active) this.show(welcome);
    }, this.delayMs);
  }

  private show(welcome: boolean): void {
    this.runner.run(tourStepsFor(this.path, { welcome }), this.ended);
  }

  private cancelPending(): void {
    if (this.pending === null) return;
    this.clearTimer(this.pending);
    this.pending = null;
  }

  private async ended(): Promise<void> {
    this.active = false;
    if (this.finished) return;
    this.finished = true;
    try {
      await this.gateway.finishTour();
    } catch (error) {
      this.onError(error);
    }
  }
}
