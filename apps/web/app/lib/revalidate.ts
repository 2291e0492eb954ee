import type { ShouldRevalidateFunction } from 'react-router';

/**
 * For list pages whose filters, tabs and pages live in the search: a change of the search alone
 * does not re-run the route's loaders (the lists fetch themselves through their queries); a new
 * path or a form submission still does.
 */
export const keepOnSearchChange: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname && !formMethod ? false : defaultShouldRevalidate);
