import { describe, expect, test } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { Language } from '@newsdesk/core/identity/user-view';
import preview from '../../../.storybook/preview';
import { renderWidget } from '../testing/render-widget';
import * as stories from './SourceFilter.stories';
import { SourceFilter } from './SourceFilter';
import { FakeSearchApi } from './search.fixtures';
import { SourceFilterStore } from './source-filter.store';

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
  });

const setup = (selected: string[] = [], language: Language = 'en') => {
  const api = new FakeSearchApi();
  const store = new SourceFilterStore((text) => api.sources(text), { debounceMs: 0 });
  const toggled: string[] = [];
  const view = renderWidget(<SourceFilter store={store} selected={selected} onToggle={(d) => toggled.push(d)} />, { language });
  return { api, store, toggled, user: userEvent.setup(), ...view };
};

describe('SourceFilter', () => {
  test('opening lists every domain of the index with its documents, most first; axe-clean', async () => {
    const { api, container, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Sources' }));
    await settle();
    expect(api.sourceCalls).toEqual(['']);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(10);
    expect(boxes[0]?.closest('label')).toHaveTextContent('Neue Zürcher Zeitung (nzz.ch)48,210 documents');
    expect(screen.getByText('heidi.news')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  test('typing narrows by domain or name; a tick toggles the domain', async () => {
    const { api, toggled, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Sources' }));
    await settle();
    await user.type(screen.getByRole('searchbox', { name: 'Find a source' }), 'kapo');
    await settle();
    expect(api.sourceCalls.at(-1)).toBe('kapo');
    const box = screen.getByRole('checkbox', { name: /Kapo Bern \(police\.be\.ch\)/ });
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    await user.click(box);
    expect(toggled).toEqual(['police.be.ch']);
    await user.clear(screen.getByRole('searchbox', { name: 'Find a source' }));
    await user.type(screen.getByRole('searchbox', { name: 'Find a source' }), 'zzz');
    await settle();
    expect(screen.getByText('No source matches.')).toBeInTheDocument();
  });

  test('chosen sources stay on top when the text hides them; Escape closes onto the button', async () => {
    const { user } = setup(['watson.ch']);
    const button = screen.getByRole('button', { name: 'Sources (1)' });
    await user.click(button);
    await settle();
    await user.type(screen.getByRole('searchbox', { name: 'Find a source' }), 'srf');
    await settle();
    const names = screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);
    expect(names).toEqual(['watson.ch2,271 documents', 'SRF (srf.ch)31,877 documents']);
    expect(screen.getByRole('checkbox', { name: /watson/ })).toBeChecked();
    await user.keyboard('{Escape}');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('a failed load says so, in German', async () => {
    const { api, user } = setup([], 'de');
    api.mode = 'failing';
    await user.click(screen.getByRole('button', { name: 'Quellen' }));
    await settle();
    expect(
      within(screen.getByRole('group', { name: 'Quellen' })).getByText('Die Quellen konnten nicht geladen werden.'),
    ).toBeInTheDocument();
  });
});

setProjectAnnotations(preview);
describe('stories', () => {
  test.each(Object.entries(composeStories(stories)))('%s renders axe-clean', async (_name, Story) => {
    const { container } = render(<Story />);
    await settle();
    expect(await axe(container)).toHaveNoViolations();
  });
});
