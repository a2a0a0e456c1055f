import { makeAutoObservable } from 'mobx';
import type { SportsSearchHit } from '@newsdesk/core/sports/sports.views';
import type { LoadStatus } from '../ui/loadable';
import { Remote } from './remote';
import type { StatisticsApi } from './statistics.gateway';

/** The server refuses shorter queries (POST /api/sports/statistics/search). */
export const MIN_QUERY_LENGTH = 2;
export const SEARCH_LIMIT = 10;

/** One key for every query: the last hits stay in the list while the next query runs. */
const LATEST_QUERY = 'latest';

export interface TeamSearchOptions {
  debounceMs?: number;
  /** Called with the hit the editor picked. */
  onChoose: (hit: SportsSearchHit) => void;
  /** A failed search (spec §8: "Error fetching teams" as a toast). */
  onError?: () => void;
}

/** The team and player combobox: typed text, debounced search, the listbox and its active option. */
export class TeamSearchStore {
  text = '';
  activeIndex = -1;
  open = false;
  /** The answer to the latest query: an answer to an older one, still on its way, never lands. */
  private readonly answer = new Remote<SportsSearchHit[]>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly debounceMs: number;
  private readonly onChoose: (hit: SportsSearchHit) => void;
  private readonly onError: () => void;

  constructor(
    private readonly api: StatisticsApi,
    options: TeamSearchOptions,
  ) {
    this.debounceMs = options.debounceMs ?? 250;
    this.onChoose = options.onChoose;
    this.onError = options.onError ?? (() => undefined);
    makeAutoObservable<TeamSearchStore, 'api' | 'answer' | 'timer' | 'debounceMs' | 'onChoose' | 'onError'>(
      this,
      { api: false, answer: false, timer: false, debounceMs: false, onChoose: false, onError: false },
      { autoBind: true },
    );
  }

  get status(): LoadStatus {
    return this.answer.status;
  }

  get hits(): SportsSearchHit[] {
    return this.answer.data ?? [];
  }

  /** The listbox shows hits, "searching" or "nothing found" once the text is long enough. */
  get expanded(): boolean {
    return this.open && this.text.trim().length >= MIN_QUERY_LENGTH && this.status !== 'idle';
  }

  setText(text: string): void {
    this.text = text;
    this.open = true;
    this.activeIndex = -1;
    clearTimeout(this.timer);
    if (text.trim().length < MIN_QUERY_LENGTH) {
      this.answer.reset();
      return;
    }
    this.timer = setTimeout(() => void this.search(text.trim()), this.debounceMs);
  }

  async search(query: string): Promise<void> {
    const outcome = await this.answer.load(LATEST_QUERY, async () => (await this.api.search(query, SEARCH_LIMIT)).hits);
    if (outcome.status === 'error') this.onError();
  }

  move(delta: 1 | -1): void {
    if (!this.expanded || this.hits.length === 0) return;
    const count = this.hits.length;
    this.activeIndex = this.activeIndex < 0 ? (delta === 1 ? 0 : count - 1) : (this.activeIndex + delta + count) % count;
  }

  highlight(index: number): void {
    this.activeIndex = index;
  }

  /** Back in the field: the last hits show again. */
  reopen(): void {
    this.open = true;
  }

  close(): void {
    this.open = false;
    this.activeIndex = -1;
  }

  /** Enter picks the active option, or the only hit. */
  chooseActive(): void {
    const hit = this.hits[this.activeIndex] ?? (this.hits.length === 1 ? this.hits[0] : undefined);
    if (hit) this.choose(hit);
  }

  choose(hit: SportsSearchHit): void {
    this.text = '';
    this.answer.reset();
    this.close();
    this.onChoose(hit);
  }
}
