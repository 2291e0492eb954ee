import type { LinksFunction } from 'react-router';
import css from './tickets.css?url';

/** The ticket pages' stylesheet, linked from each ticket route (public and console). */
export const ticketLinks: LinksFunction = () => [{ rel: 'stylesheet', href: css }];
