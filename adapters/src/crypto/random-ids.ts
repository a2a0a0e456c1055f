import { randomUUID } from 'node:crypto';
import type { IdGenerator } from '@newsdesk/core/shared/id-generator';

/** Random UUIDs (version 4): unguessable, so an id in a URL tells nothing about its neighbours. */
export class RandomIds implements IdGenerator {
  newId(): string {
    return randomUUID();
  }
}
