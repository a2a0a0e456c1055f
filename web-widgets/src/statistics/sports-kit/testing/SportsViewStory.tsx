import { useState, type ComponentType } from 'react';
import { LOCAL_SPORTS_PROVIDER } from '@newsdesk/core/sports/sports.ports';
import type { StatisticsViewParams, StatisticsViewProps } from '../../statistics-view.types';
import { sportsServer, type SportsFixture, type SportsScenario } from './sports-scenarios';

export interface SportsViewStoryProps {
  view: ComponentType<StatisticsViewProps>;
  fixture: SportsFixture;
  scenario: SportsScenario;
  params?: StatisticsViewParams;
}

/** A sports view over the in-memory API, as the statistics page would host it; callbacks go to the console. */
export const SportsViewStory = ({ view: View, fixture, scenario, params: initial = {} }: SportsViewStoryProps) => {
  const [server] = useState(() => sportsServer(fixture, scenario));
  const [params, setParams] = useState(initial);
  return (
    <div style={{ padding: 24, maxWidth: 1200 }}>
      <View
        client={server.client}
        serviceProvider={LOCAL_SPORTS_PROVIDER}
        params={params}
        onParamsChange={setParams}
        onOpenTeam={(id) => console.info('open team', id)}
        onOpenPlayer={(id) => console.info('open player', id)}
        onExportWidget={(request) => console.info('export widget', request)}
        onError={(code) => console.info('toast', code)}
      />
    </div>
  );
};
