import type { LinksFunction } from 'react-router';
import css from './components.css?url';

/** The component library pages' stylesheet. */
export const componentLinks: LinksFunction = () => [{ rel: 'stylesheet', href: css }];
