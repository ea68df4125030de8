import type { ReactNode } from 'react';
import type { IslandName, IslandProps } from '@/islands/registry';

type IslandWrapperProps<N extends IslandName> = {
  name: N;
  props: IslandProps<N>;
  /** The island's server rendering: the same component with the same props. */
  children: ReactNode;
  /** `span` where the island sits inside text (a <div> inside a <p> would break the page's HTML). */
  as?: 'div' | 'span';
};

/**
 * Marks an interactive component in a server-rendered page. Pages rendered without Next's client runtime (pages/,
 * see pages/_document.tsx) load islands/runtime.tsx, which hydrates each marked component with the props written
 * here; on App Router pages Next hydrates the component itself and the wrapper is inert. `display: contents` keeps
 * the wrapper out of the layout.
 */
export default function Island<N extends IslandName>({ name, props, children, as: Tag = 'div' }: IslandWrapperProps<N>) {
  return (
    <Tag data-island={name} data-props={JSON.stringify(props)} className="contents">
      {children}
    </Tag>
  );
}
