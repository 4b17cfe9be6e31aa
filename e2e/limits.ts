/**
 * Every time limit of the e2e suite, in one place. No test raises its own: a check that needs more time is made
 * cheaper (a unit or story test, router navigation instead of a reload, a walk split in two). With Chromium 156
 * on the 2-core CI machine the slowest test takes about 20 s.
 */

/** One test, from its first step to its last. */
export const TEST_TIMEOUT_MS = 45_000;
/** One `expect` that waits for the page (a text to show, a URL to change). */
export const EXPECT_TIMEOUT_MS = 10_000;
/** The preview server of the mock build, from its start to its first answer. */
export const WEB_SERVER_START_MS = 60_000;
/** A test slower than this is named at the end of the run, so the next slowdown shows at a glance. */
export const SLOW_TEST_MS = 15_000;

/** Storybook: one story, from the switch to its 'storyFinished' (the a11y addon's axe run included). */
export const STORY_RENDER_MS = 20_000;
/** Storybook: the manager, a whole Storybook UI, until its preview frame shows. */
export const STORYBOOK_MANAGER_MS = 30_000;
/** Storybook: the 'slow' scenario answers 3 s late; its list must show within this. */
export const SLOW_SCENARIO_MS = 15_000;
