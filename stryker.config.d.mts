/** The mutation parts (stryker.config.mjs), for the test that holds src/test/mutationSetup.ts to them. */
export declare const PARTS: Record<string, string[]>;
declare const config: import('@stryker-mutator/api/core').PartialStrykerOptions;
export default config;
