import { createElement, type ComponentType } from 'react';
import type { IslandComponents, IslandName, IslandProps } from '@/islands/registry';

type IslandWrapperProps<N extends IslandName> = {
  name: N;
  /** The registry's component for `name` (the type system refuses any other). */
  component: IslandComponents[N];
  /** Given once: the server renders the component with them, and the islands runtime hydrates it with the same. */
  props: IslandProps<N>;
  /** `span` where the island sits inside text (a <div> inside a <p> would break the page's HTML). */
  as?: 'div' | 'span';
};

/**
 * An interactive component in a server-rendered page (docs/adr/0001). Pages rendered without Next's client runtime
 * (pages/) load islands/runtime.tsx, which hydrates each marked component with the props written here; on App
 * Router pages Next hydrates the component itself and the wrapper is inert. `display: contents` keeps the wrapper
 * out of the layout.
 */
export default function Island<N extends IslandName>({ name, component, props, as: Tag = 'div' }: IslandWrapperProps<N>) {
  return (
    <Tag data-island={name} data-props={JSON.stringify(props)} className="contents">
      {createElement(component as ComponentType<object>, props as object)}
    </Tag>
  );
}
