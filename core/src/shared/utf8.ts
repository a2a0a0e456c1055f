/** UTF-8 length of a string, counted without TextEncoder (jsdom and some embedding hosts lack it). */
export const utf8Bytes = (text: string): number => {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
};
