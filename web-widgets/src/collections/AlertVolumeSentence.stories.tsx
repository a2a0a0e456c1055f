import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CollectionEditorDialog } from './CollectionEditorDialog';
import { makeVolumeEditor, type VolumeScenario } from './alert-volume.scenarios';

const SCENARIOS: VolumeScenario[] = ['loaded', 'loading', 'error', 'capped', 'none', 'long'];

/** The collection editor with its alert volume sentence under the channels (ADR 0024). */
const VolumeInEditor = ({ scenario }: { scenario: VolumeScenario }) => {
  const [{ editor }] = useState(() => makeVolumeEditor(scenario));
  useEffect(() => () => editor.volume?.dispose(), [editor]);
  return <CollectionEditorDialog editor={editor} />;
};

const meta = {
  title: 'Collections/AlertVolumeSentence',
  component: VolumeInEditor,
  args: { scenario: 'loaded' },
  argTypes: { scenario: { control: 'select', options: SCENARIOS } },
  render: (args) => <VolumeInEditor key={args.scenario} {...args} />,
} satisfies Meta<typeof VolumeInEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "This would have sent 42 alerts in the last 7 days (at most 6 in one hour)." Change the frequency to see it follow. */
export const Loaded: Story = {};
export const Loading: Story = { args: { scenario: 'loading' } };
export const ServerBusy: Story = { args: { scenario: 'error' } };
/** The search matches too many documents to replay all 7 days: "at least … since …". */
export const Capped: Story = { args: { scenario: 'capped' } };
export const NoAlerts: Story = { args: { scenario: 'none' } };
export const LargeNumbers: Story = { args: { scenario: 'long' } };
export const German: Story = { globals: { locale: 'de' } };
export const French: Story = { globals: { locale: 'fr' } };
