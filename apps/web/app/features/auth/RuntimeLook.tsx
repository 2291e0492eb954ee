import { lazy, Suspense } from 'react';
import { useRouteLoaderData } from 'react-router';

const Parts = lazy(() => import('./RuntimeLookParts'));

/**
 * For the screenshot comparison of antd's static sheet with its runtime styles (`?runtimeStyles=1`,
 * e2e/styles.e2e.test.ts): the account pages draw their forms and tabs with plain elements
 * (components/plain), for which antd's runtime writes no rule. In that mode only, hidden antd
 * parts with the same classes are mounted so that it writes them; otherwise nothing loads.
 */
export function AuthRuntimeLook() {
  const root = useRouteLoaderData<{ runtimeStyles?: boolean }>('root');
  if (!root?.runtimeStyles) return null;
  return (
    <Suspense fallback={null}>
      <Parts />
    </Suspense>
  );
}
