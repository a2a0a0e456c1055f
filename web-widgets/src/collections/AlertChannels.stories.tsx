import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CollectionEditorDialog } from './CollectionEditorDialog';
import type { CollectionEditorStore } from './collection-editor.store';
import { makeAlertChannelsEditor, type AlertChannelsScenario } from './alert-channels.scenarios';

/** The collection editor with webhook and Teams URLs and the channel controls (ADR 0022), on a fake API. */
const Editor = ({ scenario }: { scenario: AlertChannelsScenario }) => {
  const [editor, setEditor] = useState<CollectionEditorStore | null>(null);
  useEffect(() => {
    void makeAlertChannelsEditor(scenario).then(({ editor: made }) => setEditor(made));
  }, [scenario]);
  return editor ? <CollectionEditorDialog editor={editor} /> : null;
};

const meta = {
  title: 'Collections/AlertChannels',
  component: Editor,
  args: { scenario: 'edit' },
  argTypes: { scenario: { control: 'select', options: ['edit', 'secret-and-feed', 'test-failed', 'new-collection'] } },
  render: (args) => <Editor key={args.scenario} {...args} />,
} satisfies Meta<typeof Editor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A saved collection with Slack, e-mail, webhook and Teams recipients: secret, feed and test buttons. */
export const Channels: Story = {};
/** Right after making a secret and a feed URL: each shown once, with a copy button. */
export const SecretAndFeedShownOnce: Story = { args: { scenario: 'secret-and-feed' } };
/** A test the receiver refused: named under the buttons, details in the delivery log. */
export const TestFailed: Story = { args: { scenario: 'test-failed' } };
/** Not saved yet: the URL fields, and a hint that secret, feed and tests come after saving. */
export const NewCollection: Story = { args: { scenario: 'new-collection' } };
export const German: Story = { args: { scenario: 'secret-and-feed' }, globals: { locale: 'de' } };
export const French: Story = { args: { scenario: 'test-failed' }, globals: { locale: 'fr' } };
