import { Suspense } from 'react';
import { useRouteLoaderData } from 'react-router';
import { lazyWithAntd } from '~/components/antd/lazy-antd';

const Parts = lazyWithAntd(() => import('./RuntimeStyleParts'));

/**
 * For the screenshot comparison of antd's static sheet with its runtime styles (`?runtimeStyles=1`,
 * e2e/styles.e2e.test.ts): a page of plain parts renders no antd component, so antd's runtime
 * would write no rule for the classes they use. In that mode only, hidden antd parts (button,
 * tag, avatar, empty, alert, skeleton) are mounted so that it writes them; otherwise nothing.
 */
export function PlainRuntimeStyles() {
  const root = useRouteLoaderData<{ runtimeStyles?: boolean }>('root');
  if (!root?.runtimeStyles) return null;
  return (
    <Suspense fallback={null}>
      <Parts />
    </Suspense>
  );
}
