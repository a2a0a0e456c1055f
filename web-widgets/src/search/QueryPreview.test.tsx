import { describe, expect, test } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import type { Language } from '@newsdesk/core/identity/user-view';
import { renderWidget } from '../testing/render-widget';
import { QueryPreview } from './QueryPreview';
import { makeSearchStore } from './search.scenarios';

const setup = async (language: Language = 'en') => {
  const { store, ready } = makeSearchStore('idle');
  await ready;
  const view = renderWidget(<QueryPreview store={store} />, { language });
  return { store, ...view };
};

describe('QueryPreview under the search input', () => {
  test('shows AND binding tighter than OR with brackets, the typed text included', async () => {
    const { store } = await setup();
    act(() => {
      void store.applyParams({ ...store.params, tags: [{ name: 'inflation' }, { name: 'franc' }, { name: 'OR', type: 'operator' }] });
      store.setDraft('gold');
    });
    expect(screen.getByText('(inflation AND franc) OR gold')).toBeInTheDocument();
    expect(screen.getByText('Read as:', { exact: false })).toBeInTheDocument();
  });

  test('says curly quotes were straightened and warns about a short prefix', async () => {
    const { store } = await setup();
    act(() => store.setDraft('„Swiss National Bank“'));
    expect(screen.getByText('Curly quotes were read as straight quotes.')).toBeInTheDocument();
    act(() => store.setDraft('inf*'));
    expect(screen.getByText(/“inf\*” starts with fewer than 4 characters/)).toBeInTheDocument();
  });

  test('explains a refused query in plain words, in German too', async () => {
    const { store } = await setup('de');
    act(() => store.setDraft('national bank'));
    expect(screen.getByText(/Diese Suche ist nicht möglich:/)).toBeInTheDocument();
  });

  test('a single plain word shows nothing', async () => {
    const { store, container } = await setup();
    act(() => store.setDraft('inflation'));
    expect(container.querySelector('.nd-query-preview')).toBeEmptyDOMElement();
  });
});
