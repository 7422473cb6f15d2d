import type { Meta, StoryObj } from '@storybook/react-vite';
import { contactFormTexts, contactPage } from '@agency/content';
import { expect, userEvent, within } from 'storybook/test';
import { expectOneNotice, expectPage, notices } from '../stories/pagePlay';
import { pageStory, type SitePage } from '../stories/SitePage';

const meta = {
  title: "Pagina's/Contact",
  ...pageStory('/contact: the project request form, the agency’s details and its guarantee.'),
  tags: ['page'],
  args: { path: '/contact' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('form', { name: contactPage.formTitle }));

export const Standaard: Story = {
  play: async ({ canvasElement }) => {
    await expectPage(canvasElement, contactPage.title, 'Contact');
    await expect(form(canvasElement).getByRole('button', { name: contactFormTexts.submit })).toBeEnabled();
  },
};

/**
 * Sent with the e-mail address only half typed: the browser's own checks stop it, every
 * field that needs attention is marked, and nothing reaches the api.
 */
export const MetFouten: Story = {
  name: 'Met fouten',
  play: async ({ canvasElement }) => {
    await expectPage(canvasElement, contactPage.title, 'Contact');
    const fields = form(canvasElement);
    const name = fields.getByRole('textbox', { name: contactFormTexts.nameLabel });
    const email = fields.getByRole('textbox', { name: contactFormTexts.emailLabel });
    const message = fields.getByRole('textbox', { name: contactFormTexts.messageLabel });
    await userEvent.type(email, 'sanne@');
    await userEvent.click(fields.getByRole('button', { name: contactFormTexts.submit }));
    // The browser moves focus to the first field that needs attention.
    await expect(name).toHaveFocus();
    for (const field of [name, email, message]) {
      await expect(field).toBeInvalid();
      await expect(field.matches(':user-invalid')).toBe(true);
    }
    await expect(fields.getByRole('textbox', { name: /^Telefoonnummer/ }).matches(':user-invalid')).toBe(false);
    await expect(notices()).toHaveLength(0);
    // The browser's message bubble comes and goes on a timer of its own: moving focus away
    // closes it, so the screenshot is the same on every run.
    name.blur();
  },
};

/**
 * Sent: the api (faked) stored the request, the thank-you notice shows, the form is empty
 * again and the thank-you stays above its button.
 */
export const Verstuurd: Story = {
  play: async ({ canvasElement }) => {
    await expectPage(canvasElement, contactPage.title, 'Contact');
    const fields = form(canvasElement);
    await userEvent.type(fields.getByRole('textbox', { name: contactFormTexts.nameLabel }), 'Sanne de Vries');
    await userEvent.type(fields.getByRole('textbox', { name: contactFormTexts.emailLabel }), 'sanne@example.nl');
    await userEvent.type(
      fields.getByRole('textbox', { name: contactFormTexts.messageLabel }),
      'Wij zoeken een nieuwe website voor onze bakkerij, met een webshop voor taarten.',
    );
    await userEvent.click(fields.getByRole('button', { name: contactFormTexts.submit }));
    await expect(await expectOneNotice()).toHaveTextContent(contactFormTexts.success.title);
    await expect(fields.getByRole('textbox', { name: contactFormTexts.nameLabel })).toHaveValue('');
    await expect(fields.getByRole('status')).toHaveTextContent(contactFormTexts.success.title);
  },
};
