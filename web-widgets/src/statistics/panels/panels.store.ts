import { makeAutoObservable } from 'mobx';
import type { PlayerProfileView, TeamProfileView } from '@newsdesk/core/sports/sports.views';
import { isApiError } from '../../api/api-error';
import { Remote, type RemoteOutcome } from '../remote';
import type { StatisticsApi } from '../statistics.gateway';
import { PANEL_MESSAGES, type StatisticsMessageCode } from '../statistics-messages';

export type PanelType = 'team' | 'player';

/** A team or player the editor opened (from the search or a table), shown as a tab above the views. */
export interface OpenPanel {
  type: PanelType;
  id: string;
  name: string;
}

/** At most this many panels stay open; opening one more closes the oldest. */
export const MAX_PANELS = 8;

/** The open team and player panels and the profile each one shows. */
export class PanelsStore {
  panels: OpenPanel[] = [];
  readonly team = new Remote<TeamProfileView>();
  readonly player = new Remote<PlayerProfileView>();

  constructor(
    private readonly api: StatisticsApi,
    private readonly notify: (code: StatisticsMessageCode) => void,
  ) {
    makeAutoObservable<PanelsStore, 'api' | 'notify'>(this, { api: false, notify: false, team: false, player: false }, { autoBind: true });
  }

  isOpen(type: PanelType, id: string): boolean {
    return this.panels.some((panel) => panel.type === type && panel.id === id);
  }

  /** Spec §8: an already open one and one without an id are refused with their toasts. */
  add(type: PanelType, id: string, name: string): 'opened' | 'already-open' | 'no-id' {
    if (id.trim() === '') {
      this.notify(PANEL_MESSAGES.notAvailable.code);
      return 'no-id';
    }
    if (this.isOpen(type, id)) {
      this.notify(PANEL_MESSAGES.alreadyOpen.code);
      return 'already-open';
    }
    this.panels = [...this.panels, { type, id, name }].slice(-MAX_PANELS);
    return 'opened';
  }

  close(type: PanelType, id: string): void {
    this.panels = this.panels.filter((panel) => !(panel.type === type && panel.id === id));
  }

  restore(panels: OpenPanel[]): void {
    this.panels = panels.slice(-MAX_PANELS);
  }

  async loadTeam(id: string): Promise<void> {
    const outcome = await this.team.load(id, () => this.api.team(id));
    if (outcome.status === 'ready' && this.team.data) this.rename('team', id, this.team.data.team.name);
    this.afterLoad('team', id, outcome);
  }

  async loadPlayer(id: string): Promise<void> {
    const outcome = await this.player.load(id, () => this.api.player(id));
    if (outcome.status === 'ready' && this.player.data) this.rename('player', id, this.player.data.player.name);
    this.afterLoad('player', id, outcome);
  }

  private rename(type: PanelType, id: string, name: string): void {
    this.panels = this.panels.map((panel) => (panel.type === type && panel.id === id ? { ...panel, name } : panel));
  }

  /** An id the provider does not know (404) closes its panel with spec §8's "not available". */
  private afterLoad(type: PanelType, id: string, outcome: RemoteOutcome): void {
    if (outcome.status !== 'error') return;
    if (isApiError(outcome.cause) && outcome.cause.status === 404) {
      this.close(type, id);
      this.notify(PANEL_MESSAGES.notAvailable.code);
      return;
    }
    this.notify('sports.fetch_teams_failed');
  }
}
