const charsetIn = (text: string | null | undefined): string | null => {
  const match = /charset\s*=\s*["']?([\w-]+)/i.exec(text ?? '');
  return match?.[1]?.toLowerCase() ?? null;
};

const decoderFor = (label: string, fatal: boolean): TextDecoder | null => {
  try {
    return new TextDecoder(label, { fatal });
  } catch {
    return null;
  }
};

/**
 * Text of an HTML page: the charset of the Content-Type, else of a <meta> in the first bytes,
 * else UTF-8 — and windows-1252 when the bytes are not valid UTF-8 (old European sites).
 */
export const decodeHtml = (bytes: Uint8Array, contentType: string | null): string => {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 4096));
  const declared = charsetIn(contentType) ?? charsetIn(/<meta[^>]+charset[^>]*>/i.exec(head)?.[0]);
  const decoder = declared ? decoderFor(declared, false) : null;
  if (decoder) return decoder.decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
};
