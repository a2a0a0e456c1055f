import { type ComponentType, lazy, Suspense, useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../api/api-client';
import { useWidgetContext } from '../provider/widget-context';
import { Button } from '../ui/Button';
import { ChampionshipsView } from './football/ChampionshipsView';
import { CompetitionsView } from './football/CompetitionsView';
import { FixturesView } from './football/FixturesView';
import { OverviewView } from './football/OverviewView';
import { ResultsView } from './football/ResultsView';
import { ExportWidgetDialog } from './ExportWidgetDialog';
import { OTHER_SPORT_VIEWS } from './other-sports';
import { OpenPanels } from './panels/OpenPanels';
import { StatisticsNav } from './StatisticsNav';
import { browserAddress, followInAddress, type StatisticsAddress } from './statistics-address';
import type { StatisticsStore } from './statistics.store';
import type { StatisticsViewId, StatisticsViewProps } from './statistics-view.types';
import { TeamPlayerSearch } from './TeamPlayerSearch';
import { ViewStatus } from './ViewStatus';
import { wireExportFor } from './wire-export';
import './Statistics.css';
import './StatisticsControls.css';
import './StatisticsTables.css';

export interface StatisticsWorkspaceProps {
  store: StatisticsStore;
  /** The client the tennis, motorsport and winter sport views call with; defaults to the provider's. */
  client?: ApiClient | undefined;
  /** Defaults to the browser's clipboard. */
  clipboard?: Pick<Clipboard, 'writeText'> | undefined;
  /** Where the view and its params are kept for reload and sharing; defaults to the browser's address. */
  address?: StatisticsAddress | null | undefined;
}

/** While a view's code arrives (other-sports.tsx, the panels below): the same loading line as its data. */
const LOADING_VIEW = { status: 'loading' } as const;

// A team's or a player's panels open from a search or a link, after the overview has painted.
const ClubView = lazy(async () => ({ default: (await import('./panels/ClubView')).ClubView }));
const SquadView = lazy(async () => ({ default: (await import('./panels/SquadView')).SquadView }));
const TransfersView = lazy(async () => ({ default: (await import('./panels/TransfersView')).TransfersView }));
const PlayerView = lazy(async () => ({ default: (await import('./panels/PlayerView')).PlayerView }));

const OWN_VIEWS: Partial<Record<StatisticsViewId, ComponentType<{ store: StatisticsStore }>>> = {
  overview: OverviewView,
  competitions: CompetitionsView,
  fixtures: FixturesView,
  results: ResultsView,
  championships: ChampionshipsView,
  club: ClubView,
  squad: SquadView,
  transfers: TransfersView,
  player: PlayerView,
};

/**
 * The statistics page (spec §2): search for teams and players, open panels, the views by sport,
 * "export as widget" and "export to wire". The host calls `store.init()`.
 */
export const StatisticsWorkspace = observer(function StatisticsWorkspace({ store, client, clipboard, address }: StatisticsWorkspaceProps) {
  const { t } = useTranslation('statistics');
  const context = useWidgetContext();
  const api = client ?? context.api;
  const view = store.view;
  // One object per render is fine: the other views read their callbacks through the latest props.
  const props = useMemo<Omit<StatisticsViewProps, 'params'>>(
    () => ({
      client: api,
      serviceProvider: store.serviceProvider,
      onParamsChange: (params) => void store.setParams(params),
      onOpenTeam: (id) => void store.openTeam(id, ''),
      onOpenPlayer: (id) => void store.openPlayer(id, ''),
      onExportWidget: (request) => store.openExport(request),
      onError: (code) => store.notify(code),
    }),
    [api, store],
  );
  useEffect(() => {
    const kept = address === undefined ? browserAddress() : address;
    return kept ? followInAddress(() => ({ view: store.view, params: store.params }), kept) : undefined;
  }, [store, address]);
  const Own = OWN_VIEWS[view];
  const Other = OTHER_SPORT_VIEWS[view];
  const wire = wireExportFor(view, store.params);
  return (
    <div className="nd-stats">
      <div className="nd-stats__bar">
        <TeamPlayerSearch search={store.search} />
        {wire && (
          <Button busy={store.wireExport === 'exporting'} onClick={() => void store.exportToWire()}>
            {store.wireExport === 'exporting' ? t('export.wireExporting') : t('export.wire')}
          </Button>
        )}
      </div>
      <OpenPanels store={store} />
      <div className="nd-stats__body">
        <StatisticsNav store={store} />
        <div className="nd-stats__main">
          <Suspense fallback={<ViewStatus remote={LOADING_VIEW} onRetry={() => undefined} />}>
            {Own && <Own store={store} />}
            {Other && <Other key={view} {...props} params={store.params} />}
          </Suspense>
        </div>
      </div>
      <ExportWidgetDialog store={store.exporter} clipboard={clipboard} />
    </div>
  );
});
