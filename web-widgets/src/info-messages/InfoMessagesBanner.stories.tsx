import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToastStore } from '../toasts/toast.store';
import { InfoMessagesBanner } from './InfoMessagesBanner';
import { FakeInfoMessagesApi, type InfoMessagesScenario } from './info-messages.fixtures';
import { InfoMessagesStore } from './info-messages.store';

const BannerPreview = ({ scenario }: { scenario: InfoMessagesScenario }) => {
  const [store] = useState(() => {
    const created = new InfoMessagesStore(new FakeInfoMessagesApi(scenario), new ToastStore());
    void created.load();
    return created;
  });
  return (
    <div style={{ minHeight: 200, background: 'var(--nd-color-canvas)' }}>
      <InfoMessagesBanner store={store} />
      <p style={{ padding: 24 }}>Page content</p>
    </div>
  );
};

const meta = {
  title: 'Info messages/InfoMessagesBanner',
  component: BannerPreview,
  args: { scenario: 'loaded' },
} satisfies Meta<typeof BannerPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An info and a warning banner. */
export const Loaded: Story = {};

/** Nothing to say: no banner, no empty bar. */
export const None: Story = { args: { scenario: 'empty' } };

/** The fetch failed: the page carries on without banners. */
export const FetchFailed: Story = { args: { scenario: 'failing' } };

export const German: Story = { globals: { locale: 'de' } };

export const French: Story = { globals: { locale: 'fr' } };
