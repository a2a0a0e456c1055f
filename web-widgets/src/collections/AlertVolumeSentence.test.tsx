import { describe, expect, test } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../../.storybook/preview';
import { renderWidget } from '../testing/render-widget';
import { CollectionEditorDialog } from './CollectionEditorDialog';
import * as stories from './AlertVolumeSentence.stories';
import { makeVolumeEditor } from './alert-volume.scenarios';
import { VOLUME_DEBOUNCE_MS } from './alert-volume.store';

setProjectAnnotations(preview);
const { Loaded, Loading, ServerBusy, Capped, NoAlerts, LargeNumbers, German, French } = composeStories(stories);
const STORIES = { Loaded, Loading, ServerBusy, Capped, NoAlerts, LargeNumbers, German, French };

/** Past the debounce, and the fake's answer. */
const afterPause = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, VOLUME_DEBOUNCE_MS + 50));
  });

const sentence = () =>
  within(screen.getByRole('dialog'))
    .getAllByRole('status')
    .find((s) => s.classList.contains('nd-coll-volume'));

describe('the alert volume sentence in the collection editor', () => {
  test('follows frequency and recipients, debounced: one request per pause, none without a recipient', async () => {
    const { api, editor } = makeVolumeEditor('loaded');
    const user = userEvent.setup();
    renderWidget(<CollectionEditorDialog editor={editor} />);
    // the preview's code comes with the editor's first opening
    expect(await within(screen.getByRole('dialog')).findByText('Counting the alerts of the last 7 days…')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await afterPause();
    expect(sentence()).toHaveTextContent('This would have sent 42 alerts in the last 7 days (at most 6 in one hour).');
    expect(api.drafts).toHaveLength(1);
    expect(api.drafts[0]!.alert).toEqual({
      frequency: 'immediately',
      slackChannels: [],
      emails: ['desk@newsroom.example'],
      webhooks: [],
      teams: [],
    });

    const frequency = screen.getByRole('combobox', { name: 'Alert frequency' });
    await user.selectOptions(frequency, 'daily');
    await user.selectOptions(frequency, 'hourly');
    await afterPause();
    expect(sentence()).toHaveTextContent('This would have sent 31 alerts in the last 7 days (at most 1 in one hour).');
    // two changes within the pause: asked once, for the last one
    expect(api.drafts.map((d) => d.alert.frequency)).toEqual(['immediately', 'hourly']);

    // an invalid chip is not sent; without a valid recipient nothing would be sent, and nothing is asked
    await user.type(screen.getByRole('textbox', { name: 'Slack channels' }), 'not a channel,');
    await act(async () => editor.emails.reset([]));
    await afterPause();
    expect(sentence()?.textContent ?? '').toBe('');
    expect(api.drafts).toHaveLength(2);
    await user.selectOptions(frequency, 'none');
    await afterPause();
    expect(api.drafts).toHaveLength(2);
    editor.volume?.dispose();
  });

  test('an answer to an older draft does not overwrite the newer one', async () => {
    const { api, editor } = makeVolumeEditor('loaded');
    renderWidget(<CollectionEditorDialog editor={editor} />);
    await afterPause();
    let release: (() => void) | undefined;
    const slow = api.previewVolume.bind(api);
    api.previewVolume = (draft) => {
      // the first (daily) answer is held back until after the second (hourly) arrived
      if (draft.alert.frequency === 'daily') return new Promise((resolve) => (release = () => resolve(slow(draft))));
      return slow(draft);
    };
    await act(async () => editor.setFrequency('daily'));
    await afterPause();
    await act(async () => editor.setFrequency('hourly'));
    await afterPause();
    await act(async () => release?.());
    expect(sentence()).toHaveTextContent('31 alerts');
    editor.volume?.dispose();
  });

  test.each([
    ['Loading', 'en', 'Counting the alerts of the last 7 days…'],
    ['ServerBusy', 'en', 'The number of alerts could not be worked out:'],
    ['Capped', 'en', 'This would have sent at least 42 alerts since'],
    ['NoAlerts', 'en', 'This would have sent no alerts in the last 7 days.'],
    ['LargeNumbers', 'en', 'This would have sent 12,480 alerts in the last 7 days (at most 96 in one hour).'],
    ['German', 'de', 'Das hätte in den letzten 7 Tagen 42 Alerts gesendet (höchstens 6 in einer Stunde).'],
    ['French', 'fr', 'Cela aurait envoyé 42 alertes ces 7 derniers jours (au plus 6 en une heure).'],
    ['Loaded', 'en', 'This would have sent 42 alerts in the last 7 days (at most 6 in one hour).'],
  ] as const)('story %s (%s): "%s", axe-clean', async (name, locale, text) => {
    const Story = STORIES[name];
    const { baseElement, unmount } = render(<Story />);
    await afterPause();
    expect(baseElement.querySelector('.nd-root')).toHaveAttribute('lang', locale);
    expect(sentence()).toHaveTextContent(text);
    expect(await axe(baseElement)).toHaveNoViolations();
    unmount();
  });
});
