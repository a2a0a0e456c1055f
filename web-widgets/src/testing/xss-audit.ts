import { act } from '@testing-library/react';

/*
 * What the XSS corpus tests check after a widget rendered hostile text: the DOM holds nothing
 * that can run script (no script elements or frames, no on* attributes, no javascript:/vbscript:/
 * data: URLs, no script in CSS), and the page's canary `__xss()` was never called — not even
 * after the usual events were fired at every element.
 */

type CanaryWindow = Window & { __xss?: (n?: unknown) => void };

/** Installs `window.__xss`, the function every payload calls; `calls` is what ran. */
export const installXssCanary = (): { calls: unknown[]; uninstall(): void } => {
  const calls: unknown[] = [];
  const target = window as CanaryWindow;
  target.__xss = (n?: unknown) => {
    calls.push(n ?? 'called');
  };
  return {
    calls,
    uninstall: () => {
      delete target.__xss;
    },
  };
};

const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'isindex',
  'noscript',
]);
const URL_ATTRIBUTES = new Set([
  'href',
  'xlink:href',
  'src',
  'action',
  'formaction',
  'data',
  'poster',
  'background',
  'ping',
  'cite',
  'longdesc',
  'lowsrc',
  'dynsrc',
  'codebase',
  'manifest',
  'icon',
  'usemap',
  'values',
  'to',
  'from',
  'by',
]);
// Browsers drop ASCII whitespace and control characters around and inside a URL's scheme.
const scheme = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
const SCRIPT_URL = /^(?:javascript|vbscript|livescript):/;
const SAFE_DATA_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp|avif);/;
const SCRIPT_IN_CSS = /javascript:|vbscript:|expression\s*\(|@import|-moz-binding|behavior\s*:/i;

const describeElement = (element: Element) =>
  `<${element.tagName.toLowerCase()}${[...element.attributes].map((a) => ` ${a.name}="${a.value.slice(0, 60)}"`).join('')}>`;

/** Everything in `root` that could run script; empty when the DOM is inert. */
export const xssFindings = (root: ParentNode = document): string[] => {
  const findings: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    // a template's content is inert until a script clones it; what it holds must be inert too
    if (element instanceof HTMLTemplateElement)
      findings.push(...xssFindings(element.content).map((finding) => `inside <template>: ${finding}`));
    if (FORBIDDEN_ELEMENTS.has(tag)) findings.push(`element ${describeElement(element)}`);
    if (tag === 'style' && SCRIPT_IN_CSS.test(element.textContent ?? '')) findings.push(`style element ${describeElement(element)}`);
    if ((tag === 'set' || tag.startsWith('animate')) && /^(on|href|xlink:href)/i.test(element.getAttribute('attributeName') ?? '')) {
      findings.push(`animation of ${element.getAttribute('attributeName')} ${describeElement(element)}`);
    }
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) findings.push(`handler ${name} on ${describeElement(element)}`);
      if (name === 'srcdoc') findings.push(`srcdoc on ${describeElement(element)}`);
      if (name === 'style' && SCRIPT_IN_CSS.test(attribute.value)) findings.push(`style attribute on ${describeElement(element)}`);
      const urls =
        name === 'srcset'
          ? attribute.value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
          : URL_ATTRIBUTES.has(name)
            ? [attribute.value]
            : [];
      for (const url of urls.map(scheme)) {
        if (SCRIPT_URL.test(url) || (url.startsWith('data:') && !(tag === 'img' && SAFE_DATA_IMAGE.test(url))))
          findings.push(`${name}=${url.slice(0, 40)} on ${describeElement(element)}`);
      }
    }
  }
  return findings;
};

const PROVOKING_EVENTS = [
  'error',
  'load',
  'toggle',
  'animationstart',
  'animationend',
  'transitionend',
  'beginEvent',
  'focus',
  'focusin',
  'mouseover',
  'mouseenter',
  'pointerover',
];

/** Fires the events inline handlers wait for at every element: a handler that slipped through runs now. */
export const provokeHandlers = async (root: ParentNode = document.body): Promise<void> => {
  await act(async () => {
    for (const element of root.querySelectorAll('*')) {
      for (const type of PROVOKING_EVENTS) element.dispatchEvent(new Event(type, { bubbles: false, cancelable: true }));
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
};

/** The rendered page is inert and the canary never ran (inline handlers fired, timers let run). */
export const auditXss = async (
  canary: { calls: unknown[] },
  root: ParentNode = document.body,
): Promise<{ findings: string[]; calls: unknown[] }> => {
  await provokeHandlers(root);
  return { findings: xssFindings(root), calls: [...canary.calls] };
};
