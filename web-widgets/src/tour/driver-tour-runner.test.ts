import { afterEach, describe, expect, test } from '@jest/globals';
import { bundledResources } from '../i18n/bundled-resources';
import { createWidgetI18n } from '../i18n/create-widget-i18n';
import { DriverTourRunner } from './driver-tour-runner';
import { tourStepsFor } from './tour-steps';

/** A page with the shell's tour targets (jsdom: no layout, which driver.js tolerates). */
const page = () => {
  document.body.innerHTML = `
    <nav data-tour="navigation">nav</nav>
    <button data-tour="notifications">bell</button>
    <div data-tour="settings"><button>Settings</button></div>
    <main id="main"><h1>Dashboard</h1></main>`;
};
const popover = () => document.querySelector<HTMLElement>('.driver-popover');
// driver.js arrives by a dynamic import on the first run; once loaded, a run starts within a tick
const settle = async () => {
  await import('driver.js');
  await new Promise((resolve) => setTimeout(resolve, 20));
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('DriverTourRunner (driver.js)', () => {
  test('shows translated steps, skips steps whose element is missing, and reports a skip once', async () => {
    page();
    const runner = new DriverTourRunner(createWidgetI18n({ language: 'de', resources: bundledResources }));
    let ended = 0;
    runner.run(tourStepsFor('/dashboard', { welcome: true }), () => (ended += 1));
    await settle();
    expect(popover()?.classList.contains('nd-root')).toBe(true);
    expect(popover()?.querySelector('.driver-popover-title')?.textContent).toBe('Willkommen bei Newsdesk');
    // 5 of the 6 steps: there is no user menu on this page
    expect(popover()?.querySelector('.driver-popover-progress-text')?.textContent).toBe('1 von 5');
    const close = popover()?.querySelector<HTMLButtonElement>('.driver-popover-close-btn');
    expect(close?.getAttribute('aria-label')).toBe('Rundgang überspringen');
    close?.click();
    await settle();
    expect(popover()).toBeNull();
    expect(ended).toBe(1);
  });

  test('texts are text: markup in a translation is not interpreted', async () => {
    page();
    const i18n = createWidgetI18n({ language: 'en', resources: bundledResources });
    i18n.addResource('en', 'tour', 'steps.welcome.title', '<img src=x onerror="alert(1)">Hi');
    const runner = new DriverTourRunner(i18n);
    runner.run(tourStepsFor('/dashboard', { welcome: true }), () => undefined);
    await settle();
    expect(popover()?.querySelector('.driver-popover-title')?.textContent).toBe('<img src=x onerror="alert(1)">Hi');
    expect(popover()?.querySelector('img')).toBeNull();
    runner.stop();
  });

  test('stop() takes it off the page without counting as the user ending it', async () => {
    page();
    const runner = new DriverTourRunner(createWidgetI18n({ language: 'en', resources: bundledResources }));
    let ended = 0;
    runner.run(tourStepsFor('/dashboard', { welcome: false }), () => (ended += 1));
    await settle();
    expect(popover()?.querySelector('.driver-popover-title')?.textContent).toBe('Dashboard');
    runner.stop();
    await settle();
    expect(popover()).toBeNull();
    expect(ended).toBe(0);
  });
});
