import { makeAutoObservable, runInAction } from 'mobx';
import type { Suggestion } from './search.types';

/** The server suggests from 2 characters on (core/suggestions MIN_SUGGESTION_PREFIX). */
export const MIN_SUGGESTION_TEXT = 2;
export const SUGGESTION_DEBOUNCE_MS = 200;

export interface SuggestionsOptions {
  debounceMs?: number;
}

/**
 * The text being typed in the tag input and the suggestions for it: fetched after a pause in
 * typing, answers to older text dropped, and the highlighted option for the keyboard
 * (the combobox's aria-activedescendant).
 */
export class SuggestionsStore {
  text = '';
  items: Suggestion[] = [];
  /** Index into items, -1 when no option is highlighted. */
  activeIndex = -1;
  open = false;
  loading = false;
  failed = false;
  private token = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly fetchSuggestions: (text: string) => Promise<Suggestion[]>,
    private readonly options: SuggestionsOptions = {},
  ) {
    makeAutoObservable<SuggestionsStore, 'fetchSuggestions' | 'options' | 'token' | 'timer'>(
      this,
      { fetchSuggestions: false, options: false, token: false, timer: false },
      { autoBind: true },
    );
  }

  get active(): Suggestion | null {
    return this.items[this.activeIndex] ?? null;
  }

  get expanded(): boolean {
    return this.open && this.items.length > 0;
  }

  setText(text: string): void {
    this.text = text;
    this.activeIndex = -1;
    this.cancel();
    if (text.trim().length < MIN_SUGGESTION_TEXT) {
      this.items = [];
      this.open = false;
      this.loading = false;
      return;
    }
    this.loading = true;
    this.timer = setTimeout(() => void this.load(text.trim()), this.options.debounceMs ?? SUGGESTION_DEBOUNCE_MS);
  }

  /** Arrow keys: moves through the options, wrapping around; opens the list if it was closed. */
  move(delta: 1 | -1): void {
    if (this.items.length === 0) return;
    if (!this.open) {
      this.open = true;
      this.activeIndex = delta === 1 ? 0 : this.items.length - 1;
      return;
    }
    const count = this.items.length;
    this.activeIndex = this.activeIndex === -1 && delta === -1 ? count - 1 : (this.activeIndex + delta + count) % count;
  }

  highlight(index: number): void {
    this.activeIndex = index >= 0 && index < this.items.length ? index : -1;
  }

  close(): void {
    this.open = false;
    this.activeIndex = -1;
  }

  /** After a tag was added: empty input, nothing pending. */
  clear(): void {
    this.cancel();
    this.text = '';
    this.items = [];
    this.open = false;
    this.loading = false;
    this.failed = false;
    this.activeIndex = -1;
  }

  private cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.token++;
  }

  private async load(text: string): Promise<void> {
    const token = ++this.token;
    try {
      const items = await this.fetchSuggestions(text);
      runInAction(() => {
        if (token !== this.token) return;
        this.items = items;
        this.open = items.length > 0;
        this.loading = false;
        this.failed = false;
      });
    } catch {
      runInAction(() => {
        if (token !== this.token) return;
        this.items = [];
        this.open = false;
        this.loading = false;
        this.failed = true;
      });
    }
  }
}
