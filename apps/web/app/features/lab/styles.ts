import type { LinksFunction } from 'react-router';
import labCss from './lab.css?url';

/** The cloud lab pages' stylesheet, linked from each lab route. */
export const labLinks: LinksFunction = () => [{ rel: 'stylesheet', href: labCss }];
