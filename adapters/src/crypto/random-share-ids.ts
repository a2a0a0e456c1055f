import { randomBytes } from 'node:crypto';
import type { ShareIds } from '@newsdesk/core/sharing/shared-search';

/** 192 random bits, base64url (32 characters): a shared link cannot be guessed. */
export class RandomShareIds implements ShareIds {
  newShareId(): string {
    return randomBytes(24).toString('base64url');
  }
}
