import type { LinksFunction } from 'react-router';
import consoleCss from './lab-console.css?url';

/** The console page's stylesheet (xterm's own comes with the lazily loaded terminal). */
export const consoleStyles: LinksFunction = () => [{ rel: 'stylesheet', href: consoleCss }];
