import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/** True for the app's plugin that deletes the mock worker from production builds (vite.config.ts). */
const isMockWorkerDropper = (plugin: PluginOption): boolean =>
  Boolean(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'drop-mock-worker');

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx', '../mocks/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Every story talks to the mock backend, so the static build must ship `public/mockServiceWorker.js`.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // Storybook builds with Vite's `build` command, which would let the app's production rule delete the worker.
  viteFinal: (config) => ({
    ...config,
    plugins: (config.plugins ?? []).flat().filter((plugin) => !isMockWorkerDropper(plugin as PluginOption)),
  }),
};

export default config;
