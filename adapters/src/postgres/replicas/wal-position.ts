/**
 * A position in PostgreSQL's write-ahead log (`pg_lsn`, written `16/B374D848`) as a number, so
 * "has this standby replayed what that write produced?" is a comparison.
 */
export const parseWalPosition = (text: string | null | undefined): bigint | null => {
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text?.trim() ?? '');
  return match ? (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`) : null;
};

export const formatWalPosition = (position: bigint): string =>
  `${(position >> 32n).toString(16).toUpperCase()}/${(position & 0xffffffffn).toString(16).toUpperCase()}`;
