import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryCanvas } from './StoryCanvas';
import { Tabs, type TabItem } from './Tabs';

const AREAS: readonly TabItem[] = [
  { id: 'users', label: 'Users', panel: () => <p>Who may log in, their roles and sessions.</p> },
  { id: 'sources', label: 'Sources', panel: () => <p>Feeds, official sources and site lists.</p> },
  { id: 'entities', label: 'Entities', panel: () => <p>Names added to the entity gazetteers.</p> },
  { id: 'topics', label: 'Topics', panel: () => <p>The topic tree.</p> },
  { id: 'release-notes', label: 'Release notes', panel: () => <p>What changed, for the newsroom.</p> },
  { id: 'info-messages', label: 'Info messages', panel: () => <p>Banners for everyone.</p> },
];

const GERMAN: readonly TabItem[] = [
  { id: 'users', label: 'Benutzerinnen und Benutzer', panel: () => <p>Wer sich anmelden darf.</p> },
  { id: 'sources', label: 'Quellen', panel: () => <p>Feeds, offizielle Quellen und Seitenlisten.</p> },
  { id: 'release-notes', label: 'Versionshinweise', panel: () => <p>Was sich geändert hat.</p> },
];

const TabsStory = ({ tabs, initialId }: { tabs: readonly TabItem[]; initialId?: string }) => (
  <StoryCanvas>
    <Tabs label="Administration sections" tabs={tabs} initialId={initialId} />
  </StoryCanvas>
);

const meta = {
  title: 'Kit/Tabs',
  component: TabsStory,
  args: { tabs: AREAS },
} satisfies Meta<typeof TabsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The administration's six areas; on a phone the row scrolls sideways. */
export const Areas: Story = {};

/** A later tab chosen first. */
export const Topics: Story = { args: { initialId: 'topics' } };

/** Long German labels. */
export const German: Story = { args: { tabs: GERMAN } };
