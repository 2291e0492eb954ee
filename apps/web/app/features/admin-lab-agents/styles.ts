import type { LinksFunction } from 'react-router';
import agentsCss from './agents.css?url';

/** The agents page's stylesheet. */
export const agentsStyles: LinksFunction = () => [{ rel: 'stylesheet', href: agentsCss }];
