import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ApiError } from '../api/api-error';
import { renderWidget } from '../testing/render-widget';
import { Toasts } from './Toasts';
import { ToastStore } from './toast.store';

afterEach(() => {
  jest.useRealTimers();
});

describe('Toasts', () => {
  test('nothing to show: an empty, axe-clean status region', async () => {
    const { container } = renderWidget(<Toasts store={new ToastStore()} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(await axe(container)).toHaveNoViolations();
  });

  test.each(['info', 'success', 'warning'] as const)('%s goes to the polite status region', async (kind) => {
    const store = new ToastStore();
    const { container } = renderWidget(<Toasts store={store} />);
    act(() => {
      store.show({ kind, message: 'Collection saved' });
    });
    expect(within(screen.getByRole('status')).getByText('Collection saved')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  test('an error is an alert, translated from its code', async () => {
    const store = new ToastStore();
    const { container } = renderWidget(<Toasts store={store} />);
    act(() => {
      store.showError(new ApiError({ status: 0, code: 'network.failed', message: 'unreachable' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The server cannot be reached. Please check your connection.');
    expect(await axe(container)).toHaveNoViolations();
  });

  test('an unknown code falls back to the server message; values are interpolated', () => {
    const store = new ToastStore();
    renderWidget(<Toasts store={store} />, { language: 'de' });
    act(() => {
      store.show({ kind: 'error', messageKey: 'errors:collection.max_reached', message: 'Maximum reached' });
      store.show({ kind: 'error', messageKey: 'errors:auth.too_many_attempts', values: { minutes: 5 } });
    });
    const alerts = screen.getAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('Maximum reached');
    expect(alerts[1]).toHaveTextContent('Bitte versuchen Sie es in 5 Minuten erneut.');
  });

  test('the close button is labelled and dismisses', async () => {
    const store = new ToastStore();
    const user = userEvent.setup();
    renderWidget(<Toasts store={store} />);
    act(() => {
      store.show({ kind: 'info', message: 'First' });
      store.show({ kind: 'info', message: 'Second' });
    });
    const buttons = screen.getAllByRole('button', { name: 'Dismiss message' });
    await user.click(buttons[0]!);
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
  });

  test('closes itself after 3 seconds', () => {
    jest.useFakeTimers();
    const store = new ToastStore();
    renderWidget(<Toasts store={store} />);
    act(() => {
      store.show({ kind: 'success', message: 'Copied to clipboard.' });
    });
    expect(screen.getByText('Copied to clipboard.')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(3000);
    });
    expect(screen.queryByText('Copied to clipboard.')).not.toBeInTheDocument();
  });

  test('several stacked, long text, French: still axe-clean', async () => {
    const store = new ToastStore();
    const { container } = renderWidget(<Toasts store={store} />, { language: 'fr' });
    act(() => {
      store.show({ kind: 'info', message: 'Une très longue phrase '.repeat(20) });
      store.show({ kind: 'warning', message: 'Attention' });
      store.show({ kind: 'error', messageKey: 'errors:server.internal' });
    });
    expect(screen.getAllByRole('button', { name: 'Fermer le message' })).toHaveLength(3);
    expect(screen.getByRole('alert')).toHaveTextContent('Une erreur s’est produite de notre côté.');
    expect(await axe(container)).toHaveNoViolations();
  });
});
