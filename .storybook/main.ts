import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // The design system's components, then the site's pages composed of them.
  stories: ['../ui/src/**/*.mdx', '../ui/src/**/*.stories.@(ts|tsx)', '../site/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  // As the site (site/vite.config.ts): Radix Dialog's scroll lock applies its rules through an
  // adopted style sheet (ui/src/components/Dialog/styleSingleton.ts), not an inline <style>.
  viteFinal: (vite) =>
    mergeConfig(vite, {
      resolve: { alias: [{ find: /^react-style-singleton$/, replacement: '@agency/ui/style-singleton' }] },
    }),
};

export default config;
