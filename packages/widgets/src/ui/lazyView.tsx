import { useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';

export interface LazyView<P extends object> {
  View: ComponentType<P>;
  /** Starts fetching the view's code, so that showing it later is instant. */
  preload: () => void;
  /** Fetches the view's code: once it has, the view renders it in its first render. */
  load: () => Promise<void>;
}

/**
 * A view whose code is a chunk of its own, fetched on first render (or on `preload`), for a part
 * of a widget that most visits never show. While it loads it says 'Loading...'; if the chunk
 * cannot be fetched (offline, or a deploy replaced its chunk) it says so with a Retry, instead of
 * taking the whole widget down. (Plain state, not React.lazy: Suspense would bring preact/compat's
 * suspense code into every partner page.)
 * A view may give its own `placeholder` for the wait instead (nothing, for a dialog whose code is
 * preloaded before it can open).
 */
export function lazyView<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { placeholder }: { placeholder?: (props: P) => ReactNode } = {},
): LazyView<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchView = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null; // a Retry asks the network again
        throw error;
      },
    );
    return loading;
  };

  function View(props: P) {
    const locale = useLocale();
    const [Component, setComponent] = useState(() => loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (Component || failed) return;
      let live = true;
      fetchView().then(
        (component) => live && setComponent(() => component),
        (error: unknown) => {
          console.warn('[rdc] a view could not be loaded', error);
          if (live) setFailed(true);
        },
      );
      return () => {
        live = false;
      };
    }, [Component, failed]);
    if (Component) return <Component {...props} />;
    if (failed) {
      return (
        <div role="alert" className="form__error">
          <p>{m.ui_view_load_failed(locale)}</p>
          <button type="button" className="rdc-button" onClick={() => setFailed(false)}>
            {m.ui_retry(locale)}
          </button>
        </div>
      );
    }
    return placeholder ? placeholder(props) : <p role="status">{m.ui_loading(locale)}</p>;
  }
  return {
    View,
    preload: () => void fetchView().catch(() => {}),
    load: () => fetchView().then(() => {}),
  };
}
