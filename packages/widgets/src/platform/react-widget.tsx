import { nextTask } from '@rdc/core';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { HostContext } from './events';
import { adoptStyles } from './styles';
import { BASE_STYLES } from './base-styles';

/**
 * The React export of a widget: the same component and styles as its custom element, rendered
 * into an open shadow root on a <div>, so a React host (the site) gets the same isolation,
 * theme properties, parts and rdc-* events as a partner page.
 */
export function createReactWidget<P extends object>(
  name: string,
  Component: ComponentType<P>,
  styles: readonly string[],
): ComponentType<P> {
  function ReactWidget(props: P) {
    const [host, setHost] = useState<{ element: HTMLElement; root: ShadowRoot } | null>(null);
    const attach = useCallback((element: HTMLDivElement | null) => {
      if (!element) return;
      const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
      adoptStyles(root, [...BASE_STYLES, ...styles]);
      setHost((current) => (current?.element === element ? current : { element, root }));
    }, []);
    return (
      <div ref={attach} data-rdc-widget={name}>
        {host &&
          createPortal(
            <HostContext value={host.element}>
              <Component {...props} />
            </HostContext>,
            host.root,
          )}
      </div>
    );
  }
  ReactWidget.displayName = name;
  return ReactWidget;
}

/**
 * The React export of a widget of the table: its module loads on first render (a chunk of its
 * own for the host's bundler), then it renders as createReactWidget does, in a task of its own.
 */
export function lazyReactWidget<P extends object>(
  name: string,
  load: () => Promise<{ component: ComponentType<P>; styles: readonly string[] }>,
): ComponentType<P> {
  const Loaded = lazy(async () => {
    const { component, styles } = await load();
    await nextTask();
    return { default: createReactWidget(name, component, styles) };
  });
  function LazyReactWidget(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  LazyReactWidget.displayName = name;
  return LazyReactWidget;
}
