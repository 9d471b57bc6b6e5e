import { join } from 'node:path';
import { loadSite } from '../../content/load';

/** The content the export was built from, so browser tests derive what they expect from it. */
export const siteContent = loadSite(join(process.cwd(), 'content'), () => true);
