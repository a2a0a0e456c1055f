import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { DriverTourRunner } from './driver-tour-runner';
import { TourStore } from './tour.store';

/** A stand-in shell with the tour's targets; the tour starts as for a new user, 400 ms after load. */
const TourStory = ({ path }: { path: string }) => {
  const { i18n } = useTranslation();
  const [store] = useState(() => new TourStore({ finishTour: async () => undefined }, new DriverTourRunner(i18n)));
  useEffect(() => {
    store.pageLoaded({ id: 'story-user', isNew: true }, path);
    return () => store.dispose();
  }, [store, path]);
  const box = { padding: '12px', border: '1px solid var(--nd-color-border)', borderRadius: '8px', background: 'var(--nd-color-surface)' };
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: '205px 1fr',
        gap: '16px',
        height: '90vh',
        padding: '16px',
        background: 'var(--nd-color-canvas)',
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: '8px' }}>
        <nav data-tour="navigation" aria-label="Main navigation" style={box}>
          Dashboard · Search · Collections
        </nav>
        <div style={{ marginTop: 'auto', display: 'flex', flexDirection: 'column', gap: '8px' }}>
          <div data-tour="notifications" style={box}>
            Notifications
          </div>
          <div data-tour="settings" style={box}>
            <button type="button" onClick={store.start}>
              Settings → Tour guide
            </button>
          </div>
          <div data-tour="user-menu" style={box}>
            Clara Keller
          </div>
        </div>
      </div>
      <main id="main" style={box}>
        <h1>{path.slice(1)}</h1>
      </main>
    </div>
  );
};

const meta = {
  title: 'Help/GuidedTour',
  component: TourStory,
  args: { path: '/dashboard' },
  argTypes: {
    path: {
      control: 'select',
      options: ['/dashboard', '/search', '/collections', '/statistics', '/glossary', '/site-monitor', '/administration'],
    },
  },
  render: (args, context) => <TourStory key={`${args.path}-${String(context.globals['locale'])}`} {...args} />,
} satisfies Meta<typeof TourStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {};
export const Search: Story = { args: { path: '/search' } };
export const German: Story = { args: { path: '/collections' }, globals: { locale: 'de' } };
export const French: Story = { args: { path: '/glossary' }, globals: { locale: 'fr' } };
