import { bootLoader } from './loader-boot';

// The loader's bundle entry (dist/<version>/loader.js): a classic script the shop adds to its pages.
void bootLoader(window);
