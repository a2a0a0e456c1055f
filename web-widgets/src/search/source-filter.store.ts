import { makeAutoObservable, runInAction } from 'mobx';
import type { SourceChoice } from './search.types';

export const SOURCE_TYPEAHEAD_DEBOUNCE_MS = 200;

/**
 * The Sources filter's type-ahead: every domain of the index (GET /api/search/sources, ADR 0020),
 * narrowed by what is typed, with document counts. Loaded when the filter first opens; answers to
 * older text are dropped.
 */
export class SourceFilterStore {
  text = '';
  choices: SourceChoice[] = [];
  loading = false;
  failed = false;
  loaded = false;
  /** Every choice seen, so a chosen source keeps its name and count while the text hides it. */
  private readonly known = new Map<string, SourceChoice>();
  private token = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly fetchSources: (text: string) => Promise<SourceChoice[]>,
    private readonly options: { debounceMs?: number } = {},
  ) {
    makeAutoObservable<SourceFilterStore, 'fetchSources' | 'options' | 'token' | 'timer' | 'known'>(
      this,
      { fetchSources: false, options: false, token: false, timer: false, known: false },
      { autoBind: true },
    );
  }

  /** The first opening lists every source; later openings keep what was typed. */
  open(): void {
    if (!this.loaded && !this.loading) void this.load(this.text);
  }

  setText(text: string): void {
    this.text = text;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.loading = true;
    this.timer = setTimeout(() => void this.load(text.trim()), this.options.debounceMs ?? SOURCE_TYPEAHEAD_DEBOUNCE_MS);
  }

  /** The chosen domains first (also when the typed text hides them), then the other choices. */
  shown(selected: readonly string[]): SourceChoice[] {
    const chosen = selected.map((domain) => this.known.get(domain) ?? { domain, name: domain, documents: -1 });
    return [...chosen, ...this.choices.filter((c) => !selected.includes(c.domain))];
  }

  private async load(text: string): Promise<void> {
    const token = ++this.token;
    this.loading = true;
    try {
      const choices = await this.fetchSources(text);
      runInAction(() => {
        if (token !== this.token) return;
        this.choices = choices;
        for (const choice of choices) this.known.set(choice.domain, choice);
        this.loading = false;
        this.failed = false;
        this.loaded = true;
      });
    } catch {
      runInAction(() => {
        if (token !== this.token) return;
        this.loading = false;
        this.failed = true;
      });
    }
  }
}
