import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { ScrollRestoration, type ScrollRestorationProps } from 'react-router';

type ScriptElement = ReactElement<{ dangerouslySetInnerHTML?: { __html: string } }>;

/**
 * React Router's <ScrollRestoration>, whose inline script touches `sessionStorage` only where a
 * position can have been stored for the page: when its history entry already has a key (a reload,
 * a return through history). A page loaded by following a link or typing its address has none;
 * there the script only gives the entry its key, which is all React Router's script would have
 * done (it then looked the new key up and found nothing).
 *
 * The script runs while the HTML is parsed, before the first layout, and a first use of the
 * page's storage is a synchronous call to the browser process to ask whether the page may use it:
 * 0.4-12 ms of a first visit's parse on the bench's machines (ADR 0034, findings),
 * work Lighthouse's replay puts between the first paint it estimates and the layout.
 *
 * Without `getKey`: with it, a position is stored by address and can be found on any load.
 */
export function ScrollRestorationOnReturn(props: Omit<ScrollRestorationProps, 'getKey'>): ReactNode {
  // Called as a function so that its output can be changed; its hooks run as part of this component.
  const rendered = ScrollRestoration(props) as ReactNode;
  if (!isValidElement(rendered)) return rendered;
  const script = rendered as ScriptElement;
  const source = script.props.dangerouslySetInnerHTML?.__html;
  if (!source) return script;
  return cloneElement(script, { dangerouslySetInnerHTML: { __html: onReturnOnly(source) } });
}

/** React Router's script, run only when the history entry has a key; else the entry is given one. */
const onReturnOnly = (source: string): string =>
  `if (window.history.state && window.history.state.key) ${source}; else window.history.replaceState({ key: Math.random().toString(32).slice(2) }, "");`;
