import { expect, test } from '@jest/globals';
import { isReplicaProblem } from './read-replicas';
import { formatWalPosition, parseWalPosition } from './wal-position';

test('WAL positions compare as numbers across the slash', () => {
  expect(parseWalPosition('0/16B3748')).toBe(0x16b3748n);
  expect(parseWalPosition('16/B374D848')).toBe((0x16n << 32n) | 0xb374d848n);
  expect(parseWalPosition('1/0')! > parseWalPosition('0/FFFFFFFF')!).toBe(true);
  expect(formatWalPosition(parseWalPosition('16/B374D848')!)).toBe('16/B374D848');
  for (const bad of [null, undefined, '', 'x/1', '1/2/3', '123456789/0', '16B374D848']) expect(parseWalPosition(bad)).toBeNull();
});

test('errors of the replica (connection, shutdown, recovery conflict) are answered by the primary; errors of the query are not', () => {
  for (const code of ['08006', '08001', '57P01', '57P03', '40001', 'ECONNREFUSED', 'ECONNRESET'])
    expect(isReplicaProblem({ code })).toBe(true);
  expect(isReplicaProblem(new Error('Connection terminated unexpectedly'))).toBe(true);
  for (const code of ['42601', '23505', '22P02', '57014']) expect(isReplicaProblem({ code })).toBe(false);
  expect(isReplicaProblem(null)).toBe(false);
});
