import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` for a part of the site's shell or of a light page that uses Ant Design: the part's
 * chunk and antd's providers (`AntdScope`) load together on first use, so the page's first load
 * carries neither (issue 14). Inside a route that already mounts the scope the extra providers
 * are harmless.
 */
export function lazyWithAntd<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    const [{ AntdScope }, { default: Part }] = await Promise.all([import('./AntdScope'), load()]);
    function Scoped(props: P) {
      return (
        <AntdScope>
          <Part {...props} />
        </AntdScope>
      );
    }
    return { default: Scoped };
  });
}
