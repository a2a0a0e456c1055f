import type { Locator, Page } from 'playwright-core';

/** From the dashboard a login lands on, through the navigation, to a site monitor that watches nothing yet. */
export const openEmptySiteMonitor = async (page: Page): Promise<void> => {
  await page.waitForURL('**/dashboard');
  await page.getByRole('link', { name: 'Site monitor', exact: true }).click();
  await page.waitForURL('**/site-monitor');
  await page.getByText('No sites are watched yet. Add one above.').waitFor();
};

/** Fills in the site monitor's form (English labels) and presses "Add to list". */
export const addSite = async (page: Page, site: { url: string; selector: string; name: string }): Promise<void> => {
  await page.getByLabel('Website address').fill(site.url);
  await page.getByLabel('Selector').fill(site.selector);
  await page.getByLabel('Name').fill(site.name);
  await page.getByRole('button', { name: 'Add to list' }).click();
};

/** The parts of a newly added site proposed as ignored (a clock, a nonce), once the first check shows them. */
export const ignoredPartsProposal = async (page: Page, name: string): Promise<Locator> => {
  const proposal = page.getByRole('region', { name: `Ignored parts of “${name}”` });
  await proposal.waitFor({ timeout: 15_000 });
  return proposal;
};
