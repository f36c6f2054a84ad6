import fs from 'node:fs';
import { createRequire } from 'node:module';

/** axe-core's browser build, injected into a page with `page.addScriptTag({ content })`. */
export const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
