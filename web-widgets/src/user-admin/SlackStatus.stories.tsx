import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SlackStatus } from './SlackStatus';
import { SlackStatusStore } from './slack-status.store';

type SlackScenario = 'configured' | 'not-configured' | 'checking' | 'error';

const apiFor = (scenario: SlackScenario) => ({
  slackStatus: () =>
    scenario === 'checking'
      ? new Promise<{ configured: boolean }>(() => undefined)
      : scenario === 'error'
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({ configured: scenario === 'configured' }),
});

const SlackStatusExample = ({ scenario }: { scenario: SlackScenario }) => {
  const [store] = useState(() => new SlackStatusStore(apiFor(scenario)));
  return (
    <div style={{ padding: 32, background: 'var(--nd-color-canvas)' }}>
      <SlackStatus store={store} />
    </div>
  );
};

const meta = {
  title: 'Administration/SlackStatus',
  component: SlackStatusExample,
  args: { scenario: 'not-configured' },
  argTypes: { scenario: { control: 'inline-radio', options: ['configured', 'not-configured', 'checking', 'error'] } },
  render: (args) => <SlackStatusExample key={args.scenario} {...args} />,
} satisfies Meta<typeof SlackStatusExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotConfigured: Story = {};

export const Configured: Story = { args: { scenario: 'configured' } };

export const Checking: Story = { args: { scenario: 'checking' } };

export const Failed: Story = { args: { scenario: 'error' } };

export const German: Story = { globals: { locale: 'de' } };

export const French: Story = { args: { scenario: 'configured' }, globals: { locale: 'fr' } };
