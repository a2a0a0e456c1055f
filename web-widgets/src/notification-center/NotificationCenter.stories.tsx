import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotificationCenter } from './NotificationCenter';
import { makeNotificationStore, type NotificationScenario } from './notification-center.scenarios';

/** The bell with its panel open, so every state is visible at once. */
const NotificationCenterPage = ({ scenario, open }: { scenario: NotificationScenario; open: boolean }) => {
  const [{ store }] = useState(() => makeNotificationStore(scenario));
  useEffect(() => {
    // open after the scenario's arrivals, as a user would: the count is then shown only in the title-less bell
    if (open) setTimeout(() => store.openPanel(), 0);
    return () => store.stop();
  }, [open, store]);
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 480, padding: 16 }}>
      <NotificationCenter store={store} />
    </div>
  );
};

const meta = {
  title: 'Notifications/NotificationCenter',
  component: NotificationCenterPage,
  args: { scenario: 'some', open: true },
  argTypes: { scenario: { control: 'select', options: ['empty', 'some', 'many', 'muted', 'error', 'reconnecting'] } },
  render: (args) => <NotificationCenterPage key={`${args.scenario}-${String(args.open)}`} {...args} />,
} satisfies Meta<typeof NotificationCenterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { scenario: 'empty' } };
/** Three documents of two collections. */
export const Some: Story = {};
/** Twelve arrivals: the list keeps 10, the closed bell's badge says 9+. */
export const NinePlus: Story = { args: { scenario: 'many', open: false } };
export const ManyOpen: Story = { args: { scenario: 'many' } };
export const Muted: Story = { args: { scenario: 'muted' } };
/** Muting failed: "Error toggling notification state". */
export const ToggleError: Story = { args: { scenario: 'error' } };
export const Reconnecting: Story = { args: { scenario: 'reconnecting' } };
export const German: Story = { globals: { locale: 'de' } };
export const French: Story = { globals: { locale: 'fr' } };
