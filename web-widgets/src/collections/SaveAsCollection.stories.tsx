import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SaveAsCollection } from './SaveAsCollection';
import { makeSaveAsCollection } from './collections.scenarios';

type Scenario = 'idle' | 'open' | 'duplicate';

const SearchBar = ({ scenario }: { scenario: Scenario }) => {
  const [{ search, editor }] = useState(() => makeSaveAsCollection(scenario));
  return (
    <div style={{ padding: 24 }}>
      <SaveAsCollection search={search} editor={editor} />
    </div>
  );
};

const meta = {
  title: 'Collections/SaveAsCollection',
  component: SearchBar,
  args: { scenario: 'idle' },
  argTypes: { scenario: { control: 'select', options: ['idle', 'open', 'duplicate'] } },
  render: (args) => <SearchBar key={args.scenario} {...args} />,
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button beside "Share search". */
export const Button: Story = {};
export const Dialog: Story = { args: { scenario: 'open' } };
/** The server refuses: "Collection with these parameters already exists", shown in the dialog. */
export const DuplicateSearch: Story = { args: { scenario: 'duplicate' } };
export const German: Story = { args: { scenario: 'open' }, globals: { locale: 'de' } };
export const French: Story = { args: { scenario: 'open' }, globals: { locale: 'fr' } };
