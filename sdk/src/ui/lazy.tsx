import { Component, lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { Lazy } from '../contracts.ts';
import { Spinner } from './Spinner.tsx';
import './lazy.css';

// biome-ignore lint/suspicious/noExplicitAny: one cache for components of any props
const cache = new WeakMap<Lazy<any>, LazyExoticComponent<ComponentType<any>>>();

/** One React.lazy per loader, so a contribution's component keeps its identity across renders. */
export function lazyOf<P>(loader: Lazy<P>): LazyExoticComponent<ComponentType<P>> {
  let component = cache.get(loader);
  if (!component) {
    component = lazy(loader);
    cache.set(loader, component);
  }
  return component as LazyExoticComponent<ComponentType<P>>;
}

interface BoundaryProps {
  /** names the thing that failed, e.g. "the 'collection' tab" */
  what: string;
  children: ReactNode;
}

/** Shows a readable message instead of unmounting the workbench when a lazy piece fails. */
export class LoadBoundary extends Component<BoundaryProps, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    if (this.state.error === null) return this.props.children;
    const message = this.state.error instanceof Error ? this.state.error.message : String(this.state.error);
    return (
      <div className="bn-load-error" role="alert">
        <strong>Could not show {this.props.what}.</strong> {message}
      </div>
    );
  }
}

/** Renders a lazy contribution with a spinner while it loads and a message if it fails. */
export function LazyView<P extends object>({ loader, props, what }: { loader: Lazy<P>; props: P; what: string }) {
  const View = lazyOf(loader) as ComponentType<P>;
  return (
    <LoadBoundary what={what}>
      <Suspense fallback={<Spinner />}>
        <View {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
