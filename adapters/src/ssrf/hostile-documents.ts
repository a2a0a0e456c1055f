/*
 * Documents that point at the canary from inside: an article page and a monitored page with
 * sub-resources, a refresh and a base, a feed with external entities and includes, and a PDF
 * with URI actions. Reading them must fetch nothing: only the document itself is requested.
 */

import { pdfFile, pdfText } from '../articles/testing/pdf-file';

export const hostilePage = (canary: string, text: string): string => `<!doctype html>
<html><head>
<meta http-equiv="refresh" content="0; url=${canary}/refresh">
<base href="${canary}/base/">
<link rel="stylesheet" href="${canary}/style.css"><link rel="preload" href="${canary}/preload" as="fetch">
<link rel="dns-prefetch" href="${canary}"><link rel="prefetch" href="${canary}/prefetch">
<script src="${canary}/script.js"></script>
<style>@import url("${canary}/import.css"); body { background: url(${canary}/bg.png) }</style>
<title>Harbour authority publishes the new timetable</title>
</head><body>
<main><article>
<h1>Harbour authority publishes the new timetable</h1>
<img src="${canary}/img.png" srcset="${canary}/img-2x.png 2x"><picture><source srcset="${canary}/source.webp"></picture>
<iframe src="${canary}/frame"></iframe><object data="${canary}/object"></object><embed src="${canary}/embed">
<video poster="${canary}/poster.png" src="${canary}/video.mp4"></video><audio src="${canary}/audio.mp3"></audio>
<svg><image href="${canary}/svg-image.png"/><use href="${canary}/sprite.svg#a"/></svg>
<form action="${canary}/form"><input type="image" src="${canary}/input.png"></form>
${text
  .split('\n')
  .map((paragraph) => `<p>${paragraph}</p>`)
  .join('\n')}
</article></main>
</body></html>`;

/** An RSS feed whose DTD, stylesheet and XInclude all name the canary. */
export const hostileFeed = (canary: string): string => `<?xml version="1.0" encoding="UTF-8"?>
<?xml-stylesheet type="text/xsl" href="${canary}/feed.xsl"?>
<!DOCTYPE rss SYSTEM "${canary}/rss.dtd" [
  <!ENTITY remote SYSTEM "${canary}/entity">
  <!ENTITY % parameter SYSTEM "${canary}/parameter">
]>
<rss version="2.0" xmlns:xi="http://www.w3.org/2001/XInclude">
<channel><title>Entities</title><link>${canary}/channel</link>
<item><title>External entity &remote;</title>
<description>The parser must not load the external entity, the DTD, the stylesheet or the include. &remote;</description>
<xi:include href="${canary}/xinclude" parse="text"/></item>
</channel></rss>`;

/** A one-page PDF with `text`, an open action and a link annotation to the canary. */
export const hostilePdf = (canary: string, text: string): Uint8Array => {
  const content = `BT /F1 12 Tf 72 720 Td (${pdfText(text)}) Tj ET`;
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /URI /URI (${canary}/open-action) >> >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> /Annots [6 0 R] >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Type /Annot /Subtype /Link /Rect [72 700 300 730] /A << /S /URI /URI (${canary}/link) >> >>`,
  ];
  return pdfFile(objects);
};
