import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SportsEmbed } from './SportsEmbed';
import { makeSportsEmbedStore, SPORTS_EMBED_SCENARIOS, type SportsEmbedScenario } from './sports-embed.scenarios';

/** The widget as a host page shows it: in a column of a given width. */
const EmbeddedWidget = ({ scenario, width }: { scenario: SportsEmbedScenario; width: number }) => {
  const [{ store }] = useState(() => makeSportsEmbedStore(scenario));
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <div style={{ maxWidth: width, padding: 16 }}>
      <SportsEmbed store={store} />
    </div>
  );
};

const meta = {
  title: 'Sports/Embeddable widget',
  component: EmbeddedWidget,
  args: { scenario: 'football-standings', width: 640 },
  argTypes: {
    scenario: { control: 'select', options: [...SPORTS_EMBED_SCENARIOS] },
    width: { control: { type: 'range', min: 280, max: 960, step: 20 } },
  },
  render: (args) => <EmbeddedWidget key={args.scenario} {...args} />,
} satisfies Meta<typeof EmbeddedWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FootballStandings: Story = { args: { scenario: 'football-standings' } };
export const FootballFixtures: Story = { args: { scenario: 'football-fixtures' } };
export const FootballResults: Story = { args: { scenario: 'football-results' } };
export const Championship: Story = { args: { scenario: 'championship' } };
export const TennisRanking: Story = { args: { scenario: 'tennis-ranking' } };
export const PlayerCard: Story = { args: { scenario: 'player' } };
export const DriverStandings: Story = { args: { scenario: 'motorsport-driver-standings' } };
export const ConstructorStandings: Story = { args: { scenario: 'motorsport-team-standings' } };
export const RaceResults: Story = { args: { scenario: 'motorsport-results' } };
export const WinterStandings: Story = { args: { scenario: 'wintersport-standings' } };
export const WinterResults: Story = { args: { scenario: 'wintersport-results' } };
/** A sidebar: won/drawn/lost and goals give way. */
export const FootballStandingsNarrow: Story = { args: { width: 320 } };
export const Loading: Story = { args: { scenario: 'loading' } };
/** A revoked (or unknown) token. */
export const Unavailable: Story = { args: { scenario: 'unavailable' } };
/** The server cannot be reached and nothing was shown yet. */
export const Failed: Story = { args: { scenario: 'failed' } };
export const Empty: Story = { args: { scenario: 'empty' } };
export const LongNames: Story = { args: { scenario: 'long-names', width: 360 } };

// Every kind and the end states in German.
export const FootballStandingsGerman: Story = { args: { scenario: 'football-standings' }, globals: { locale: 'de' } };
export const FootballFixturesGerman: Story = { args: { scenario: 'football-fixtures' }, globals: { locale: 'de' } };
export const FootballResultsGerman: Story = { args: { scenario: 'football-results' }, globals: { locale: 'de' } };
export const ChampionshipGerman: Story = { args: { scenario: 'championship' }, globals: { locale: 'de' } };
export const TennisRankingGerman: Story = { args: { scenario: 'tennis-ranking' }, globals: { locale: 'de' } };
export const DriverStandingsGerman: Story = { args: { scenario: 'motorsport-driver-standings' }, globals: { locale: 'de' } };
export const ConstructorStandingsGerman: Story = { args: { scenario: 'motorsport-team-standings' }, globals: { locale: 'de' } };
export const RaceResultsGerman: Story = { args: { scenario: 'motorsport-results' }, globals: { locale: 'de' } };
export const WinterStandingsGerman: Story = { args: { scenario: 'wintersport-standings' }, globals: { locale: 'de' } };
export const WinterResultsGerman: Story = { args: { scenario: 'wintersport-results' }, globals: { locale: 'de' } };
export const UnavailableGerman: Story = { args: { scenario: 'unavailable' }, globals: { locale: 'de' } };
export const LoadingGerman: Story = { args: { scenario: 'loading' }, globals: { locale: 'de' } };

// Every kind and the end states in French.
export const FootballStandingsFrench: Story = { args: { scenario: 'football-standings' }, globals: { locale: 'fr' } };
export const FootballFixturesFrench: Story = { args: { scenario: 'football-fixtures' }, globals: { locale: 'fr' } };
export const FootballResultsFrench: Story = { args: { scenario: 'football-results' }, globals: { locale: 'fr' } };
export const ChampionshipFrench: Story = { args: { scenario: 'championship' }, globals: { locale: 'fr' } };
export const TennisRankingFrench: Story = { args: { scenario: 'tennis-ranking' }, globals: { locale: 'fr' } };
export const DriverStandingsFrench: Story = { args: { scenario: 'motorsport-driver-standings' }, globals: { locale: 'fr' } };
export const ConstructorStandingsFrench: Story = { args: { scenario: 'motorsport-team-standings' }, globals: { locale: 'fr' } };
export const RaceResultsFrench: Story = { args: { scenario: 'motorsport-results' }, globals: { locale: 'fr' } };
export const WinterStandingsFrench: Story = { args: { scenario: 'wintersport-standings' }, globals: { locale: 'fr' } };
export const WinterResultsFrench: Story = { args: { scenario: 'wintersport-results' }, globals: { locale: 'fr' } };
export const UnavailableFrench: Story = { args: { scenario: 'unavailable' }, globals: { locale: 'fr' } };
export const LoadingFrench: Story = { args: { scenario: 'loading' }, globals: { locale: 'fr' } };
