import type { LinksFunction } from 'react-router';
import css from './workgroups.css?url';

/** The workgroup pages' stylesheet. */
export const workgroupLinks: LinksFunction = () => [{ rel: 'stylesheet', href: css }];
