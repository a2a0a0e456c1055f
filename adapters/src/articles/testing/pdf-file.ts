/** A PDF literal string: backslashes and parentheses escaped. */
export const pdfText = (value: string): string => value.replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * A PDF 1.4 file of the given objects, numbered from 1 (object 1 is the catalog), with the
 * cross-reference table a reader checks. ASCII objects only: offsets count characters as bytes.
 */
export const pdfFile = (objects: string[]): Uint8Array => {
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
};
