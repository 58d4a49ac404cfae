/**
 * A part of a page whose code loads when the visitor first interacts with the page, not with it
 * (docs/decisions/0023). The server renders it whole, so the visitor sees and can start filling in
 * a form at once; in the browser its server HTML stays as it is (a Suspense boundary waiting to
 * hydrate) until the first tap, key or focus anywhere on the page, and then hydrates. A registration
 * form with react-hook-form is about 27 KB of a page's JS: the page stays under its 140 KB budget
 * and its main thread is free sooner on a slow phone.
 *
 * What the visitor did before the code arrived is kept: every field changed in the server's HTML is
 * read just before the island hydrates and the change is made again once it has, as the visitor's
 * own (a click, an input or change event), so that controlled fields, react-hook-form and handlers
 * such as "another webinar chosen" all see it. A form sent meanwhile is held and sent again then.
 *
 * Rendered after the page has hydrated (a client-side navigation), an island loads at once and shows
 * `fallback` meanwhile.
 */
import { memo, Suspense, use, useEffect, useId, useState, type ComponentType, type ReactNode } from 'react';
import { INTERACTION_EVENTS } from './first-interaction.ts';
import { onPageHydrated, pageHydrated } from './page-hydrated.ts';
import { useLanguage } from './use-language.ts';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Value = string | boolean;

/**
 * Islands whose server HTML waits for their code: the fields the visitor changed in one meanwhile
 * (seen as they change, from the moment this module runs) and the form sent from it, if any.
 */
const waiting = new Map<string, { edits: Map<Field, Value>; sent?: HTMLFormElement }>();

const islandOf = (node: EventTarget | null) => (node instanceof Element ? node.closest<HTMLElement>('[data-island]')?.dataset.island : undefined);

let interaction: Promise<void> | undefined;

/**
 * Resolves at the visitor's first tap, key press or focus on the page; at once on a reading page
 * whose code that interaction brought (lib/first-interaction.ts marks `<html data-interacted>`).
 */
function firstInteraction(): Promise<void> {
  interaction ??= new Promise<void>((resolve) => {
    if (document.documentElement.hasAttribute('data-interacted')) return resolve();
    const done = () => {
      for (const type of INTERACTION_EVENTS) document.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTION_EVENTS) document.addEventListener(type, done, { capture: true, passive: true });
  });
  return interaction;
}

const isBox = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
const valueOf = (field: Field): Value => (isBox(field) ? field.checked : field.value);

/** A list whose choice is not the one its HTML makes: the last option marked selected, else the first. */
function selectEdited(select: HTMLSelectElement): boolean {
  const options = [...select.options];
  if (select.multiple) return options.some((option) => option.selected !== option.defaultSelected);
  let byDefault = options.length ? 0 : -1;
  options.forEach((option, index) => {
    if (option.defaultSelected) byDefault = index;
  });
  return select.selectedIndex !== byDefault;
}

/** The fields of an island's server HTML the visitor changed before the page's code had loaded. */
function editsIn(id: string): Map<Field, Value> {
  const edits = new Map<Field, Value>();
  for (const field of document.querySelectorAll<Field>(`[data-island="${CSS.escape(id)}"] :is(input, select, textarea)`)) {
    const edited = isBox(field)
      ? field.checked !== field.defaultChecked
      : field instanceof HTMLSelectElement
        ? selectEdited(field)
        : field.type !== 'hidden' && field.type !== 'file' && field.value !== field.defaultValue;
    if (edited) edits.set(field, valueOf(field));
  }
  return edits;
}

/**
 * In the browser, while islands wait for their code:
 * - every change to one of their fields is recorded as it happens (last changed, last replayed: the
 *   radio button chosen last stays chosen);
 * - once the page has hydrated, a form in a waiting island may be sent: its submit buttons
 *   (disabled by the server only until hydration, `data-until-hydrated`) are enabled, and its
 *   submission is held here, not posted by the browser, then made again once the form has
 *   hydrated and can check it.
 */
if (!import.meta.env.SSR) {
  const waitingIsland = (event: Event) => (waiting.size === 0 ? undefined : waiting.get(islandOf(event.target) ?? ''));
  const record = (event: Event) => {
    const island = waitingIsland(event);
    const field = event.target as Field;
    if (!island || !('value' in field)) return;
    island.edits.delete(field);
    island.edits.set(field, valueOf(field));
  };
  document.addEventListener('input', record, true);
  document.addEventListener('change', record, true);
  onPageHydrated(() => {
    for (const id of waiting.keys()) {
      for (const button of document.querySelectorAll<HTMLButtonElement>(`[data-island="${CSS.escape(id)}"] button[data-until-hydrated]`)) button.disabled = false;
    }
    document.addEventListener(
      'submit',
      (event) => {
        const island = waitingIsland(event);
        if (!island || !(event.target instanceof HTMLFormElement)) return;
        event.preventDefault();
        island.sent = event.target;
      },
      true,
    );
  });
}

/**
 * Makes each change again as the visitor's own, now that the form listens: a click for a box or a
 * radio button, an input event for text and a change event for a list (React's onChange follows
 * both). React compares a field with the value it last knew of (its tracker, which hydration set to
 * the visitor's value) and ignores an event that changes nothing: the field is first set the other
 * way through its own property, which that tracker follows, then to the visitor's value past it.
 */
function replay(edits: Map<Field, Value>): void {
  for (const [field, value] of edits) {
    if (!field.isConnected) continue;
    if (typeof value === 'boolean') {
      const box = field as HTMLInputElement;
      box.checked = !value;
      box.click();
      continue;
    }
    if (!(field instanceof HTMLSelectElement)) field.value = value === '' ? ' ' : '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}

/** Islands whose code the server is still loading (the first moments after it starts). */
const serverLoading = new Set<Promise<unknown>>();

/**
 * Settles once every island the server has met has its code (undefined when all have). The page
 * renderer waits for it (entry.server.tsx): an island rendered before would stream its stand-in
 * first and its content later, by an inline script, and the browser would keep showing the
 * stand-in until the visitor's first interaction.
 */
export const islandsLoading = (): Promise<unknown> | undefined => (serverLoading.size ? Promise.all(serverLoading) : undefined);

export function island<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  let Component: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then((loaded) => {
      Component = loaded;
      return loaded;
    }));
  let afterInteraction: Promise<ComponentType<P>> | undefined;
  const startAfterInteraction = () => (afterInteraction ??= firstInteraction().then(start));
  // The server loads it at once; its first render waits for it (islandsLoading).
  if (import.meta.env.SSR) {
    const loaded = start();
    serverLoading.add(loaded);
    void loaded.finally(() => serverLoading.delete(loaded));
  }

  function Loaded({ id, hydrating, props }: { id: string; hydrating: boolean; props: P }) {
    // Read while the server's HTML is still in place, before a render or react-hook-form resets anything.
    const [early] = useState(() => (hydrating ? editsIn(id) : undefined));
    useEffect(() => {
      const island = waiting.get(id);
      waiting.delete(id);
      if (!island) return;
      // Made again once React has left this commit (a microtask: no input of the visitor's comes
      // between), so that React takes each event as a visitor's own and renders its change before
      // the next. Sent from inside this effect, React could not render at once, and put each
      // controlled field back to the value it had rendered (its restore after a change event): a
      // handler that read the field later (a state updater does) read that, and the field was lost.
      queueMicrotask(() => {
        replay(new Map([...(early ?? []), ...island.edits]));
        // A field focused before: its form's focus handlers (which start loading its checks) hear of it now.
        const focused = document.activeElement;
        if (focused && islandOf(focused) === id) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
        // Sent once the replayed changes have rendered.
        if (island.sent) setTimeout(() => island.sent?.isConnected && island.sent.requestSubmit());
      });
    }, [id, early]);
    const Ready = Component ?? use(hydrating ? startAfterInteraction() : start());
    return <Ready {...props} />;
  }

  return memo(function Island(props: P) {
    const id = useId();
    // True while this island's server HTML is being hydrated; false on the server and after a navigation.
    const [hydrating] = useState(() => !import.meta.env.SSR && !pageHydrated());
    if (hydrating && !Component && !waiting.has(id)) waiting.set(id, { edits: new Map() });
    // New props or another language before the server's HTML has hydrated: that HTML no longer
    // matches, so the island is rendered afresh rather than hydrated from it.
    const lang = useLanguage();
    const [server] = useState({ props, lang });
    const [afresh, setAfresh] = useState(false);
    if (!afresh && (props !== server.props || lang !== server.lang) && waiting.has(id)) {
      waiting.delete(id);
      setAfresh(true);
    }
    return (
      <div data-island={id} className="contents">
        <Suspense key={afresh ? 'afresh' : 'server'} fallback={fallback}>
          <Loaded id={id} hydrating={hydrating && !afresh} props={props} />
        </Suspense>
      </div>
    );
  });
}
