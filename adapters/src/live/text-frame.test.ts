import { describe, expect, test } from '@jest/globals';
import type { Writable } from 'node:stream';
import * as ws from 'ws';
import { textFrame } from './text-frame';

// ws's frame parser: exported by the package, not named in its type definitions
const { Receiver } = ws as unknown as { Receiver: new (options: { isServer: boolean; maxPayload: number }) => Writable };

/** What ws's own parser (the one every Node client uses) reads from these bytes. */
const parse = (bytes: Buffer): Promise<{ text: string; isBinary: boolean }> =>
  new Promise((resolve, reject) => {
    const receiver = new Receiver({ isServer: false, maxPayload: 0 });
    receiver.on('message', (data: Buffer, isBinary: boolean) => resolve({ text: data.toString('utf8'), isBinary }));
    receiver.on('error', reject);
    receiver.write(bytes);
  });

describe('textFrame', () => {
  test.each([
    ['short (7-bit length)', 'x'.repeat(125)],
    ['medium (16-bit length)', 'ü'.repeat(200)],
    ['at the 16-bit boundary', 'y'.repeat(65_535)],
    ['long (64-bit length)', 'z'.repeat(70_000)],
    ['empty', ''],
  ])('%s parses back as one text message', async (_name, text) => {
    expect(await parse(textFrame(Buffer.from(text)))).toEqual({ text, isBinary: false });
  });
});
