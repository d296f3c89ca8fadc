import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: { backgrounds: { options: { space: { name: 'Space', value: '#05060f' } } } },
  initialGlobals: { backgrounds: { value: 'space' } },
};

export default preview;
