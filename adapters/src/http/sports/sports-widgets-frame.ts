/**
 * GET /embed/sports/{token}: the page the iframe snippet loads. It holds nothing but the
 * placeholder and the widget script from this server; the data comes from the public widget
 * route like on any other host page, so revocation works the same way here.
 */
import { SPORTS_WIDGET_SCRIPT_PATH } from '@newsdesk/core/sports/embeds/embed-snippets';
import type { SportsWidgetLocale } from '@newsdesk/core/sports/sports-widgets';

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const sportsWidgetFramePage = (token: string, locale: SportsWidgetLocale): string => `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Newsdesk sports widget</title>
<script src="${SPORTS_WIDGET_SCRIPT_PATH}" defer></script>
</head>
<body>
<div data-newsdesk-sports-widget data-token="${escapeAttribute(token)}"></div>
</body>
</html>
`;
