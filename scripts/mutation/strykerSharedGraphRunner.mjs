/**
 * Stryker's Vitest runner, telling Stryker the truth about our mutation config (vitest.mutation.config.ts): with
 * `isolate: false` its one worker keeps the module graph from run to run, so a module's top-level code (a schema, a
 * constant, an exported arrow: what Stryker calls a static mutant) is not evaluated again when the next mutant is
 * switched on. The runner says it reloads the environment on every run, which is true only with isolation; this one
 * says it cannot, and Stryker then starts a fresh runner before each static mutant and after one, so every mutant
 * is judged by code evaluated with it switched on (measured: api's schema helpers survived as "() => undefined").
 *
 * A static mutant that makes a module throw as it loads leaves no test file able to load: Vitest then reports no
 * test at all, which the runner reads as "survived". Every test that covers a static mutant runs against it, so
 * none completing means the mutant broke the code: it counts as killed.
 */
import { commonTokens, declareFactoryPlugin, PluginKind, tokens } from '@stryker-mutator/api/plugin';
import { strykerPlugins as vitestPlugins } from '@stryker-mutator/vitest-runner';

const [vitestRunner] = vitestPlugins;

function createSharedGraphRunner(injector) {
  const runner = vitestRunner.factory(injector);
  runner.capabilities = () => ({ reloadEnvironment: false });
  const mutantRun = runner.mutantRun.bind(runner);
  runner.mutantRun = async (options) => {
    const result = await mutantRun(options);
    if (options.mutantActivation !== 'static' || result.status !== 'survived' || result.nrOfTests > 0) return result;
    return { status: 'killed', failureMessage: 'No test file could load with this mutant', killedBy: [], nrOfTests: 0 };
  };
  return runner;
}
createSharedGraphRunner.inject = tokens(commonTokens.injector);

export const strykerPlugins = [
  declareFactoryPlugin(PluginKind.TestRunner, 'vitest-shared-graph', createSharedGraphRunner),
];
