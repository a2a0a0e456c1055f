import { describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { Language } from '@newsdesk/core/identity/user-view';
import { renderWidget } from '../testing/render-widget';
import type { RenderedUserGuide } from './tour.gateway';
import { UserGuide } from './UserGuide';
import { UserGuideStore } from './user-guide.store';

const GUIDE = '<h1>Newsdesk user guide</h1><h2>Search</h2><p>Type a <code>term*</code>.</p>';

const gatewayOf = (answers: (() => Promise<RenderedUserGuide>)[]) => {
  const requested: Language[] = [];
  return {
    requested,
    userGuide: (language: Language) => {
      requested.push(language);
      const next = answers.shift();
      return next ? next() : Promise.reject(new Error('no more answers'));
    },
  };
};

describe('UserGuide', () => {
  test('shows the guide in the user’s language, axe clean', async () => {
    const gateway = gatewayOf([async () => ({ language: 'en', html: GUIDE })]);
    const { container } = renderWidget(<UserGuide store={new UserGuideStore(gateway)} language="en" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the user guide…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsdesk user guide' })).toBeInTheDocument();
    expect(gateway.requested).toEqual(['en']);
    expect(screen.queryByText(/not translated/)).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  test('an untranslated guide says so, in the user’s language, and is marked as English', async () => {
    const gateway = gatewayOf([async () => ({ language: 'en', html: GUIDE })]);
    renderWidget(<UserGuide store={new UserGuideStore(gateway)} language="de" />, { language: 'de' });
    expect(await screen.findByText('Dieses Handbuch ist noch nicht übersetzt; hier ist es auf Englisch.')).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'en');
    expect(gateway.requested).toEqual(['de']);
  });

  test('markup that slipped through the server is sanitized in the browser too', async () => {
    const html =
      '<h1>Guide</h1><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script><a href="javascript:alert(1)">x</a>';
    renderWidget(<UserGuide store={new UserGuideStore(gatewayOf([async () => ({ language: 'en', html })]))} language="en" />);
    await screen.findByRole('heading', { name: 'Guide' });
    const article = screen.getByRole('article');
    expect(article.innerHTML).not.toMatch(/onerror|<script|javascript:/);
  });

  test('a failure shows an alert with a retry that loads it', async () => {
    const gateway = gatewayOf([async () => Promise.reject(new Error('offline')), async () => ({ language: 'fr', html: '<h1>Guide</h1>' })]);
    renderWidget(<UserGuide store={new UserGuideStore(gateway)} language="fr" />, { language: 'fr' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Le guide de l’utilisateur n’a pas pu être chargé.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Guide' })).toBeInTheDocument();
    expect(gateway.requested).toEqual(['fr', 'fr']);
  });
});
