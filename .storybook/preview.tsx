import type { Preview } from '@storybook/react-vite';
import '@agency/ui/styles.css';

// Breakpoints of the design system: small < 768 px, medium 768–1023 px, large >= 1024 px.
export const viewports = {
  small: { name: 'Small (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  medium: { name: 'Medium (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  large: { name: 'Large (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    viewport: { options: viewports },
    chromatic: {
      modes: {
        small: { viewport: 'small' },
        medium: { viewport: 'medium' },
        large: { viewport: 'large' },
      },
    },
    options: {
      storySort: { order: ['Introductie', 'Tokens', 'Componenten', 'Patronen', "Pagina's", 'Beheer'] },
    },
  },
};

export default preview;
