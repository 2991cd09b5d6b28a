/** Stories live beside their components in every package. */
export default {
  stories: '../packages/*/src/**/*.stories.tsx',
  defaultStory: 'ui--button--primary',
  addons: {
    a11y: { enabled: true },
    width: { enabled: true, options: { narrow: 375, tablet: 768, wide: 1280 }, defaultState: 0 },
  },
};
