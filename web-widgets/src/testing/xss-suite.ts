import { afterAll, afterEach } from '@jest/globals';
import { act, cleanup } from '@testing-library/react';
import { XSS_PAYLOADS } from '@newsdesk/core/testing/xss-payloads';
import { installXssCanary } from './xss-audit';

/**
 * The frame of an XSS corpus test file: the page's canary installed for the whole file (and
 * removed after it), every test's render cleaned up. Returns the canary for auditXss.
 */
export const installXssCanaryForFile = (): { calls: unknown[] } => {
  const canary = installXssCanary();
  afterAll(() => canary.uninstall());
  afterEach(() => cleanup());
  return canary;
};

/** The i-th payload of the corpus, round and round: fields of one item get different payloads. */
export const payloadAt = (i: number): string => XSS_PAYLOADS[i % XSS_PAYLOADS.length]!;

/** Lets the fakes' promises and the stores' reactions run before the DOM is audited. */
export const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
