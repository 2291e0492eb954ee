import type { LinksFunction } from 'react-router';
import css from './events.css?url';

/** The event pages' stylesheet, linked from each event route. */
export const eventLinks: LinksFunction = () => [{ rel: 'stylesheet', href: css }];
