import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DocumentViewer } from './DocumentViewer';
import { makeViewerStore, type ViewerScenario } from './document-viewer.scenarios';

const DocumentViewerPage = ({ scenario }: { scenario: ViewerScenario }) => {
  const [store] = useState(() => makeViewerStore(scenario).store);
  return <DocumentViewer store={store} shareBaseUrl="https://newsdesk.example" />;
};

const meta = {
  title: 'Search/DocumentViewer',
  component: DocumentViewerPage,
  args: { scenario: 'loaded' },
  argTypes: {
    scenario: {
      control: 'select',
      options: [
        'loading',
        'loaded',
        'long-body',
        'pdf',
        'no-image',
        'no-entities',
        'epoch-date',
        'live',
        'today',
        'yesterday',
        'no-url',
        'xss',
        'sports',
      ],
    },
  },
  render: (args) => <DocumentViewerPage key={args.scenario} {...args} />,
} satisfies Meta<typeof DocumentViewerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { scenario: 'loading' } };
/** Search terms highlighted in title and body. */
export const Loaded: Story = {};
export const LongBody: Story = { args: { scenario: 'long-body' } };
export const PdfTexts: Story = { args: { scenario: 'pdf' } };
export const NoImage: Story = { args: { scenario: 'no-image' } };
export const NoEntities: Story = { args: { scenario: 'no-entities' } };
/** The publication date contains 1970: the indexing date is shown instead. */
export const EpochDate: Story = { args: { scenario: 'epoch-date' } };
export const Live: Story = { args: { scenario: 'live' } };
export const Today: Story = { args: { scenario: 'today' } };
export const Yesterday: Story = { args: { scenario: 'yesterday' } };
export const NoOriginalUrl: Story = { args: { scenario: 'no-url' } };
/** Markup in a crawled body is shown as text, never run. */
export const XssBody: Story = { args: { scenario: 'xss' } };
/** Chips of a club and a player in the sports data link to Statistics (ADR 0030). */
export const SportsChips: Story = { args: { scenario: 'sports' } };
export const German: Story = { globals: { locale: 'de' } };
export const French: Story = { globals: { locale: 'fr' } };
