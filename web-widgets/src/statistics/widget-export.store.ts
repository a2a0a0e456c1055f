import { makeAutoObservable, runInAction } from 'mobx';
import {
  SPORTS_WIDGET_LOCALES,
  type SportsWidgetCreated,
  type SportsWidgetLocale,
  type SportsWidgetRequest,
} from '@newsdesk/core/sports/sports-widgets';
import type { StatisticsApi } from './statistics.gateway';

export type SnippetKind = 'script' | 'iframe';
export const TITLE_MAX_LENGTH = 120;

/**
 * "Export as widget": the dialog's request (title and language can still change), the embed code
 * the server made for it, and the copy feedback ("Copied to clipboard." / "Copy to clipboard failed.").
 */
export class WidgetExportStore {
  request: SportsWidgetRequest | null = null;
  title = '';
  locale: SportsWidgetLocale = 'en';
  status: 'editing' | 'creating' | 'created' | 'error' = 'editing';
  created: SportsWidgetCreated | null = null;
  copied: { snippet: SnippetKind; ok: boolean } | null = null;

  constructor(private readonly api: StatisticsApi) {
    makeAutoObservable<WidgetExportStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  get isOpen(): boolean {
    return this.request !== null;
  }

  get titleValid(): boolean {
    const title = this.title.trim();
    return title.length > 0 && title.length <= TITLE_MAX_LENGTH;
  }

  open(request: SportsWidgetRequest): void {
    this.request = request;
    this.title = request.title;
    this.locale = SPORTS_WIDGET_LOCALES.includes(request.locale) ? request.locale : 'en';
    this.status = 'editing';
    this.created = null;
    this.copied = null;
  }

  close(): void {
    this.request = null;
    this.created = null;
    this.copied = null;
    this.status = 'editing';
  }

  setTitle(title: string): void {
    this.title = title;
    this.invalidate();
  }

  setLocale(locale: SportsWidgetLocale): void {
    this.locale = locale;
    this.invalidate();
  }

  async create(): Promise<void> {
    const request = this.request;
    if (!request || !this.titleValid || this.status === 'creating') return;
    this.status = 'creating';
    this.copied = null;
    try {
      const created = await this.api.createWidget({ ...request, title: this.title.trim(), locale: this.locale });
      runInAction(() => {
        if (this.request !== request) return;
        this.created = created;
        this.status = 'created';
      });
    } catch {
      runInAction(() => {
        if (this.request === request) this.status = 'error';
      });
    }
  }

  async copy(snippet: SnippetKind, clipboard: Pick<Clipboard, 'writeText'> | undefined): Promise<void> {
    const text = this.created?.embed[snippet];
    if (!text) return;
    this.copied = null;
    try {
      if (!clipboard) throw new Error('no clipboard');
      await clipboard.writeText(text);
      runInAction(() => {
        this.copied = { snippet, ok: true };
      });
    } catch {
      runInAction(() => {
        this.copied = { snippet, ok: false };
      });
    }
  }

  /** A changed title or language is a different widget: its code must be made again. */
  private invalidate(): void {
    if (this.status === 'creating') return;
    this.created = null;
    this.copied = null;
    this.status = 'editing';
  }
}
