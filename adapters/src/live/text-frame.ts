/**
 * One unmasked, final WebSocket text frame around an already encoded message (RFC 6455 §5.2:
 * servers never mask). A broadcast frames its message once and writes the same bytes to every
 * socket in one write each: ws's own send frames per socket and writes header and payload as two
 * corked writes, which measured about twice the time per socket of a plain write (docs/benchmarks.md,
 * "Live notifications fan-out").
 */
export const textFrame = (payload: Buffer): Buffer => {
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81; // FIN + opcode 1 (text)
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, headerLength);
  return frame;
};
