import path from 'node:path';
import { describe } from '@jest/globals';
import { SHARED_DATA, sharedDataPresent } from '../../../archives/shared-news-archives';

/** `../shared/data/sports/<folder>` (README §3); never copied into the repository. */
export const sportsData = (...parts: string[]) => path.join(SHARED_DATA, 'sports', ...parts);

/** `describe` when the real files are there, else `describe.skip` with a warning that says so. */
export const describeWithSportsData = (folder: string, suite: string) =>
  sharedDataPresent([`sports/${folder}`], suite) ? describe : describe.skip;
