import { describe, expect, jest, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../../.storybook/preview';
import { Button } from './Button';
import * as stories from './Button.stories';

setProjectAnnotations(preview);

describe('Button', () => {
  test('is type="button" by default, so it never submits its form by accident', async () => {
    const submitted = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={submitted}>
        <Button>Preview</Button>
        <Button type="submit" variant="primary">
          Save
        </Button>
      </form>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(submitted).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  test('busy: announced with aria-busy and not pressed twice', async () => {
    const pressed = jest.fn();
    render(
      <Button busy onClick={pressed}>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.setup().click(button);
    expect(pressed).not.toHaveBeenCalled();
  });

  test('the variant and size are classes; the caller’s own class and name stay', () => {
    render(
      <Button variant="danger" size="small" className="nd-extra" aria-label="Delete “Élysée”">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete “Élysée”' });
    expect(button.className).toBe('nd-btn nd-btn--danger nd-btn--small nd-extra');
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  test.each(Object.entries(composeStories(stories)))('%s renders axe-clean', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
