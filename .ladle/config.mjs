/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: ['packages/*/src/**/*.stories.tsx', 'examples/*/src/**/*.stories.tsx'],
  viteConfig: '.ladle/vite.config.ts',
  outDir: '.ladle/build',
  addons: {
    a11y: { enabled: true },
    theme: { enabled: true, defaultState: 'light' },
    width: { enabled: true },
  },
};
