import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/**
 * The app's plugins that belong to its own production build only (vite.config.ts): the one that deletes the mock
 * worker, and the prerender step, which renders the app's pages from the app build's manifest.
 */
const APP_BUILD_ONLY = new Set(['drop-mock-worker', 'prerender']);
const isAppBuildOnly = (plugin: PluginOption): boolean =>
  Boolean(plugin && typeof plugin === 'object' && 'name' in plugin && APP_BUILD_ONLY.has(plugin.name));

const config: StorybookConfig = {
  // The .mdx pages beside this file are the reviewers' guides (Guides/…), such as how to run the visual review.
  stories: ['../src/**/*.stories.tsx', '../mocks/**/*.stories.tsx', './*.mdx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Every story talks to the mock backend, so the static build must ship `public/mockServiceWorker.js`.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // Storybook builds with Vite's `build` command in production mode, which would run the app's build-only steps.
  viteFinal: (config) => ({
    ...config,
    plugins: (config.plugins ?? []).flat().filter((plugin) => !isAppBuildOnly(plugin as PluginOption)),
  }),
};

export default config;
