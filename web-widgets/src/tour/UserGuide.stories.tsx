import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Language } from '@newsdesk/core/identity/user-view';
import type { RenderedUserGuide } from './tour.gateway';
import { UserGuide } from './UserGuide';
import { UserGuideStore } from './user-guide.store';

type Answer = 'loaded' | 'untranslated' | 'long' | 'loading' | 'error';

const GUIDE = `<h1>Newsdesk user guide</h1>
<p>Newsdesk watches the news for you. This guide walks through every screen.</p>
<h2>Search</h2>
<ul><li><strong>Wildcards:</strong> <code>infla*</code> finds words that start with "infla".</li>
<li><strong>Phrases:</strong> <code>"Swiss National Bank"</code>.</li></ul>
<h2>Collections</h2><p>A collection is a saved search with an alert.</p>`;

const LONG = `${GUIDE}${Array.from({ length: 8 }, (_, i) => `<h2>Section ${i + 1}</h2><p>${'A long paragraph of the guide that wraps over several lines. '.repeat(6)}</p>`).join('')}`;

const answerFor = (answer: Answer, language: Language): Promise<RenderedUserGuide> => {
  switch (answer) {
    case 'loading':
      return new Promise(() => undefined);
    case 'error':
      return Promise.reject(new Error('offline'));
    case 'untranslated':
      return Promise.resolve({ language: 'en', html: GUIDE });
    case 'long':
      return Promise.resolve({ language, html: LONG });
    default:
      return Promise.resolve({ language, html: GUIDE });
  }
};

const GuideStory = ({ answer, language }: { answer: Answer; language: Language }) => {
  const [store] = useState(() => new UserGuideStore({ userGuide: (lng) => answerFor(answer, lng) }));
  return <UserGuide store={store} language={language} />;
};

const meta = {
  title: 'Help/UserGuide',
  component: GuideStory,
  args: { answer: 'loaded', language: 'en' },
  argTypes: { answer: { control: 'inline-radio', options: ['loaded', 'untranslated', 'long', 'loading', 'error'] } },
  render: (args) => <GuideStory key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof GuideStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = { args: { answer: 'loading' } };
export const Failed: Story = { args: { answer: 'error' } };
export const LongText: Story = { args: { answer: 'long' } };
export const GermanNotYetTranslated: Story = { args: { answer: 'untranslated', language: 'de' }, globals: { locale: 'de' } };
export const FrenchFailed: Story = { args: { answer: 'error', language: 'fr' }, globals: { locale: 'fr' } };
