import { makeAutoObservable, runInAction } from 'mobx';
import type { SportsSearchHit } from '@newsdesk/core/sports/sports.views';
import type { SportsWidgetRequest } from '@newsdesk/core/sports/sports-widgets';
import type { VersionedEntry } from '../cache/versioned-entry';
import type { ToastStore } from '../toasts/toast.store';
import { FootballStore, isFootballView } from './football/football.store';
import { PanelsStore, type OpenPanel, type PanelType } from './panels/panels.store';
import { statisticsPropsCache, type StatisticsPropsState } from './statistics-cache';
import type { StatisticsLink } from './statistics-link';
import { fallbackMessage, statisticsMessageKey, type StatisticsMessageCode } from './statistics-messages';
import type { StatisticsViewId, StatisticsViewParams } from './statistics-view.types';
import type { StatisticsApi, WireExport } from './statistics.gateway';
import { TeamSearchStore } from './team-search.store';
import { WidgetExportStore } from './widget-export.store';
import { downloadFile, wireExportFor } from './wire-export';

export interface StatisticsStoreOptions {
  /** The app's toasts (spec §8: bottom centre); null: none. */
  toasts?: ToastStore | null;
  /** statisticsProps 1.0; null: nothing is kept (stories, embedding). */
  cache?: VersionedEntry<StatisticsPropsState> | null;
  /** Saves the SportsML file; defaults to a browser download. */
  saveFile?: (file: WireExport) => void;
  searchDebounceMs?: number;
}

/** Views that show the same choice: picking a season on one carries it to the others. */
const SHARED_PARAMS: { views: readonly StatisticsViewId[]; keys: readonly string[] }[] = [
  { views: ['overview', 'competitions', 'fixtures', 'results'], keys: ['competitionId', 'competitionSeasonId'] },
  { views: ['club', 'squad', 'transfers'], keys: ['teamId'] },
];

const TEAM_VIEWS: readonly StatisticsViewId[] = ['club', 'squad', 'transfers'];

const sameParams = (a: StatisticsViewParams, b: StatisticsViewParams) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([key, value]) => b[key] === value);

/** The statistics page: which view shows with which params, the open panels, search, exports and toasts. */
export class StatisticsStore {
  view: StatisticsViewId = 'overview';
  paramsByView: Partial<Record<StatisticsViewId, StatisticsViewParams>> = {};
  wireExport: 'idle' | 'exporting' = 'idle';
  readonly football: FootballStore;
  readonly panels: PanelsStore;
  readonly search: TeamSearchStore;
  readonly exporter: WidgetExportStore;
  private readonly toasts: ToastStore | null;
  private readonly cache: VersionedEntry<StatisticsPropsState> | null;
  private readonly saveFile: (file: WireExport) => void;

  constructor(
    readonly api: StatisticsApi,
    options: StatisticsStoreOptions = {},
  ) {
    this.toasts = options.toasts ?? null;
    this.cache = options.cache === undefined ? statisticsPropsCache() : options.cache;
    this.saveFile = options.saveFile ?? downloadFile;
    this.football = new FootballStore(api, (code) => this.notify(code));
    this.panels = new PanelsStore(api, (code) => this.notify(code));
    this.search = new TeamSearchStore(api, {
      onChoose: (hit) => this.openHit(hit),
      onError: () => this.notify('sports.fetch_teams_failed'),
      ...(options.searchDebounceMs === undefined ? {} : { debounceMs: options.searchDebounceMs }),
    });
    this.exporter = new WidgetExportStore(api);
    makeAutoObservable<StatisticsStore, 'toasts' | 'cache' | 'saveFile'>(
      this,
      { api: false, toasts: false, cache: false, saveFile: false, football: false, panels: false, search: false, exporter: false },
      { autoBind: true },
    );
  }

  get serviceProvider(): string {
    return this.api.serviceProvider;
  }

  get params(): StatisticsViewParams {
    return this.paramsByView[this.view] ?? {};
  }

  /** The open panel the current view shows, if any. */
  get activePanel(): OpenPanel | null {
    const id = this.view === 'player' ? this.params['playerId'] : TEAM_VIEWS.includes(this.view) ? this.params['teamId'] : undefined;
    const type: PanelType = this.view === 'player' ? 'player' : 'team';
    return (id && this.panels.panels.find((panel) => panel.type === type && panel.id === id)) || null;
  }

  /**
   * The view an address asks for (a document's chip, ./statistics-link.ts), else back to the last
   * view and its params (statisticsProps 1.0), else the overview.
   */
  async init(link: StatisticsLink | null = null): Promise<void> {
    const start = link ?? this.cache?.read();
    await this.show(start?.view ?? this.view, start?.params);
  }

  async show(view: StatisticsViewId, params?: StatisticsViewParams): Promise<void> {
    this.view = view;
    if (params) this.assign(view, params);
    this.remember();
    await this.load();
  }

  /** The current view's own controls (pickers, filters, pages) change its params. */
  async setParams(params: StatisticsViewParams): Promise<void> {
    if (sameParams(params, this.params)) return;
    this.assign(this.view, params);
    this.remember();
    await this.load();
  }

  openTeam(id: string, name: string): Promise<void> {
    return this.openPanel('team', id, name);
  }

  openPlayer(id: string, name: string): Promise<void> {
    return this.openPanel('player', id, name);
  }

  openHit(hit: SportsSearchHit): Promise<void> {
    return this.openPanel(hit.type, hit.id ?? '', hit.name);
  }

  showPanel(panel: OpenPanel): Promise<void> {
    return panel.type === 'team'
      ? this.show(TEAM_VIEWS.includes(this.view) ? this.view : 'club', { teamId: panel.id })
      : this.show('player', { playerId: panel.id });
  }

  async closePanel(panel: OpenPanel): Promise<void> {
    const active = this.activePanel;
    const wasActive = active !== null && active.type === panel.type && active.id === panel.id;
    this.panels.close(panel.type, panel.id);
    if (!wasActive) return;
    const next = this.panels.panels.at(-1);
    await (next ? this.showPanel(next) : this.show('overview'));
  }

  openExport(request: SportsWidgetRequest): void {
    this.exporter.open(request);
  }

  /** "Export to wire (SportsML)" of the current view: downloads the XML or toasts "Error exporting results". */
  async exportToWire(): Promise<void> {
    const target = wireExportFor(this.view, this.params);
    if (!target || this.wireExport === 'exporting') return;
    this.wireExport = 'exporting';
    try {
      const file = await this.api.exportToWire(target.sportType, target.params);
      this.saveFile(file);
    } catch {
      this.notify('sports.export_results_failed');
    } finally {
      runInAction(() => {
        this.wireExport = 'idle';
      });
    }
  }

  notify(code: StatisticsMessageCode): void {
    this.toasts?.show({ kind: 'error', messageKey: statisticsMessageKey(code), message: fallbackMessage(code) });
  }

  private async openPanel(type: PanelType, id: string, name: string): Promise<void> {
    const outcome = this.panels.add(type, id, name);
    if (outcome === 'no-id') return;
    // An open one is refused with its toast and brought to the front.
    await this.showPanel({ type, id, name });
  }

  /** Loads the current view again (the retry of a failed block). */
  reload(): Promise<void> {
    return this.load();
  }

  private async load(): Promise<void> {
    const view = this.view;
    const params = this.params;
    if (isFootballView(view)) {
      const completed = await this.football.load(view, params);
      // The defaults it picked (first league, latest season) become the view's params, unless the editor moved on.
      runInAction(() => {
        if (this.view === view && sameParams(this.params, params) && !sameParams(completed, params)) {
          this.assign(view, completed);
          this.remember();
        }
      });
      return;
    }
    const teamId = TEAM_VIEWS.includes(view) ? params['teamId'] : undefined;
    if (teamId) {
      if (!this.panels.isOpen('team', teamId)) this.panels.restore([...this.panels.panels, { type: 'team', id: teamId, name: '' }]);
      await this.panels.loadTeam(teamId);
    }
    const playerId = view === 'player' ? params['playerId'] : undefined;
    if (playerId) {
      if (!this.panels.isOpen('player', playerId)) this.panels.restore([...this.panels.panels, { type: 'player', id: playerId, name: '' }]);
      await this.panels.loadPlayer(playerId);
    }
  }

  private assign(view: StatisticsViewId, params: StatisticsViewParams): void {
    this.paramsByView = { ...this.paramsByView, [view]: params };
    for (const group of SHARED_PARAMS) {
      if (!group.views.includes(view)) continue;
      const shared = Object.fromEntries(group.keys.filter((key) => params[key] !== undefined).map((key) => [key, params[key] as string]));
      for (const peer of group.views) {
        if (peer === view) continue;
        const own = this.paramsByView[peer] ?? {};
        // A new season resets a peer's page, which belonged to the old one.
        const { page: _page, ...rest } = own;
        this.paramsByView[peer] = sameParams({ ...own, ...shared }, own) ? own : { ...rest, ...shared };
      }
    }
  }

  private remember(): void {
    this.cache?.write({ view: this.view, params: this.params });
  }
}
