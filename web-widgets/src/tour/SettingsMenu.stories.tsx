import type { Meta, StoryObj } from '@storybook/react-vite';
import { SettingsMenu } from './SettingsMenu';

const noop = () => undefined;

/** The settings popup as it sits at the bottom of the sidebar; open it with the button. */
const meta = {
  title: 'Navigation/SettingsMenu',
  component: SettingsMenu,
  args: {
    feedbackUrl: 'https://chat.example.org/channel/newsdesk',
    onUserGuide: noop,
    onUpdatesAndFeatures: noop,
    onTourGuide: noop,
    onLogout: noop,
    openUrl: noop,
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', alignItems: 'flex-end', height: '420px', padding: '16px', background: 'var(--nd-color-canvas)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SettingsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Staff: Story = {};

export const Admin: Story = { args: { onReleaseNotesEditor: noop } };

export const WithoutFeedbackLink: Story = { args: { feedbackUrl: null } };

export const German: Story = { args: { onReleaseNotesEditor: noop }, globals: { locale: 'de' } };

export const French: Story = { args: { onReleaseNotesEditor: noop }, globals: { locale: 'fr' } };
