import { consoleProject } from './vitest.config';

/** The console's test files that need a module graph of their own (see ISOLATED_TESTS). */
export default consoleProject(false);
