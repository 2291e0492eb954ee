import type { LinksFunction } from 'react-router';
import authCss from './auth.css?url';

/** The account pages' stylesheet, linked from each route that shows an AuthCard. */
export const authLinks: LinksFunction = () => [{ rel: 'stylesheet', href: authCss }];
