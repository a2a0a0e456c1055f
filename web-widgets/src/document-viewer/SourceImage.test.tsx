import { expect, test } from '@jest/globals';
import { fireEvent } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWidget } from '../testing/render-widget';
import { SourceImage, sourceImagePath } from './SourceImage';

const imageOf = (container: HTMLElement) => container.querySelector('img');
const letterOf = (container: HTMLElement) => container.querySelector('.nd-viewer__image--placeholder');

test('asks the server for the domain as a png name (spec §3)', () => {
  expect(sourceImagePath('srf.ch')).toBe('/api/files/websites/srf.ch.png');
  expect(sourceImagePath('a/b?c')).toBe('/api/files/websites/a%2Fb%3Fc.png');
  const { container } = renderWidget(<SourceImage domain="srf.ch" />);
  expect(imageOf(container)?.getAttribute('src')).toMatch(/\/api\/files\/websites\/srf\.ch\.png$/);
});

test('the letter shows until the image has loaded; the image is hidden until then', async () => {
  const { container } = renderWidget(<SourceImage domain="www.tagesanzeiger.ch" />);
  expect(letterOf(container)).toHaveTextContent('T');
  expect(imageOf(container)).toHaveClass('nd-viewer__image-img--loading');
  fireEvent.load(imageOf(container) as HTMLImageElement);
  expect(letterOf(container)).toBeNull();
  expect(imageOf(container)).not.toHaveClass('nd-viewer__image-img--loading');
  expect(await axe(container)).toHaveNoViolations();
});

test('a source without an image keeps the letter, with no broken image, and is not asked again on this page', () => {
  const first = renderWidget(<SourceImage domain="blick.ch" />);
  fireEvent.error(imageOf(first.container) as HTMLImageElement);
  expect(imageOf(first.container)).toBeNull();
  expect(letterOf(first.container)).toHaveTextContent('B');
  first.unmount();
  // the next document of the same source
  const second = renderWidget(<SourceImage domain="blick.ch" />);
  expect(imageOf(second.container)).toBeNull();
  expect(letterOf(second.container)).toHaveTextContent('B');
});

test('no domain: a question mark and no request', () => {
  const { container } = renderWidget(<SourceImage domain="" />);
  expect(imageOf(container)).toBeNull();
  expect(letterOf(container)).toHaveTextContent('?');
});
