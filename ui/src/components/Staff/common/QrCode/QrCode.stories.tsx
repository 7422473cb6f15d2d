import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QrCode } from './QrCode';
import { otpauthUri } from '../staffStory';
import { onDarkSection } from '../../../../testing/storyLayout';

/** What every QR code must be: a named image, a square grid with its quiet zone, black on white, no inline style. */
async function expectQrCode(svg: HTMLElement, modules: number) {
  const side = modules + 8;
  await expect(svg.tagName.toLowerCase()).toBe('svg');
  await expect(svg).toHaveAttribute('viewBox', `0 0 ${side} ${side}`);
  await expect(svg).toHaveAttribute('data-modules', String(modules));
  await expect(svg).toHaveAttribute('shape-rendering', 'crispEdges');
  // Square, and every module the same whole number of pixels.
  const width = Number(svg.getAttribute('width'));
  await expect(svg.getAttribute('height')).toBe(String(width));
  await expect(width % side).toBe(0);
  const box = svg.getBoundingClientRect();
  await expect(box.width).toBe(box.height);
  // The light square fills the quiet zone; the dark modules stay inside it.
  const [light, dark] = [svg.querySelector('rect')!, svg.querySelector('path')!];
  await expect(light).toHaveAttribute('width', String(side));
  await expect(getComputedStyle(light).fill).toBe('rgb(255, 255, 255)');
  await expect(getComputedStyle(dark).fill).toBe('rgb(0, 0, 0)');
  const bounds = (dark as SVGPathElement).getBBox();
  await expect([bounds.x, bounds.y, bounds.width, bounds.height]).toEqual([4, 4, modules, modules]);
  await expect(svg.querySelectorAll('[style]')).toHaveLength(0);
  await expect(svg.hasAttribute('style')).toBe(false);
}

/**
 * A QR code drawn as an inline SVG (one path on a white square, uqr computes the matrix), with
 * an accessible name. The staff area shows it to link an authenticator app.
 */
const meta = {
  title: 'Beheer/QrCode',
  component: QrCode,
  args: { value: otpauthUri, label: 'QR-code voor je authenticator-app' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An authenticator app's URI (153 characters): version 9, 53 × 53 modules. */
export const AuthenticatorApp: Story = {
  name: 'Authenticator app',
  play: async ({ canvas }) => {
    const svg = canvas.getByRole('img', { name: 'QR-code voor je authenticator-app' });
    await expectQrCode(svg, 53);
    // 224 px asked: 3 px a module, 61 modules with the quiet zone.
    await expect(svg).toHaveAttribute('width', '183');
  },
};

/** A short address: version 3, 29 × 29 modules; larger modules for the same size. */
export const ShortText: Story = {
  name: 'Short text',
  args: { value: 'https://www.studiolegende.nl', label: 'QR-code naar studiolegende.nl', size: 160 },
  play: async ({ canvas }) => {
    const svg = canvas.getByRole('img', { name: 'QR-code naar studiolegende.nl' });
    await expectQrCode(svg, 29);
    await expect(svg).toHaveAttribute('width', '148');
  },
};

/** On a dark section it stays black on white, with its quiet zone. */
export const OnDark: Story = {
  name: 'On a dark section',
  decorators: [onDarkSection],
  play: async ({ canvas }) => {
    await expectQrCode(canvas.getByRole('img', { name: 'QR-code voor je authenticator-app' }), 53);
  },
};
