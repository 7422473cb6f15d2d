import { contactFormTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { openNotices, refusing, wait } from '../../testing/formStory';
import { RejectedFields } from '../Form/rejectedFields';
import { dismissToast } from '../Toast/toastStore';
import type { ContactForm, ContactFormValues } from './ContactForm';
import {
  contactFormStoryDefaults,
  fields,
  fillIn,
  filled,
  refusedEmail,
  refusedNumber,
  send,
  status,
} from './contactFormStory';

/**
 * What follows a send of the contact form: the thank-you that stays until a new message, a
 * failure or a refusal put right. Each ends in a state Patronen/ContactForm shows, so these
 * run as tests without screenshots (tag `no-visual`).
 */
const meta = {
  title: 'Patronen/ContactForm/Flows',
  ...contactFormStoryDefaults,
  tags: ['no-visual'],
  args: { ...contactFormStoryDefaults.args, texts: contactFormTexts },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The thank-you stays when the notice has gone, and goes with the first change of a new message. */
export const ThankYouStays: Story = {
  name: 'The thank-you stays until a new message',
  play: async ({ args, canvas }) => {
    await expect(status(canvas)).toBeEmptyDOMElement();
    await fillIn(canvas, filled);
    await send(canvas);
    await waitFor(() => expect(status(canvas)).toHaveTextContent(contactFormTexts.success.title));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    // The notice goes (by its timer or the visitor); the thank-you next to the form stays.
    dismissToast();
    await wait(400);
    await expect(status(canvas)).toHaveTextContent(contactFormTexts.success.title);
    await expect(within(status(canvas)).getByText(contactFormTexts.success.title)).toBeVisible();

    // The first letter of a new message: the thank-you goes, its status region stays (for the next one).
    await userEvent.type(fields(canvas).name, 'E');
    await expect(status(canvas)).toBeEmptyDOMElement();
    await expect(canvas.queryByText(contactFormTexts.success.title)).toBeNull();
  },
};

/** A send that failed, then one that worked: the failure's notice closes with the thank-you. */
let attempts = 0;
export const FailureThenSent: Story = {
  name: 'A failure, then sent: no red notice stays',
  beforeEach: () => {
    attempts = 0;
  },
  args: {
    // The first attempt does not arrive; the second does.
    onSubmit: fn(async () => {
      await wait(50);
      attempts += 1;
      if (attempts === 1) throw new Error('Netwerkfout');
    }),
  },
  play: async ({ args, canvas }) => {
    await fillIn(canvas, filled);
    await send(canvas);
    await waitFor(() => expect(openNotices()).toHaveLength(1));
    await expect(openNotices()[0]).toHaveAttribute('data-variant', 'destructive');
    await expect(status(canvas)).toBeEmptyDOMElement();

    await send(canvas);
    await waitFor(() => expect(status(canvas)).toHaveTextContent(contactFormTexts.success.title));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(openNotices()).toHaveLength(1));
    await expect(openNotices()[0]).toHaveTextContent(contactFormTexts.success.title);
    await expect(openNotices()[0]).toHaveAttribute('data-variant', 'default');
  },
};

/**
 * Two fields refused: both say why, focus goes to the first in the form (the e-mail address,
 * though the api named the phone first); changing one removes its message only; once put
 * right, the form is sent.
 */
export const RefusalPutRight: Story = {
  name: 'Refused fields put right and sent',
  args: {
    onSubmit: fn(async (values: ContactFormValues) => {
      await wait(50);
      if (values.phone === '06123') throw new RejectedFields({ phone: refusedNumber, email: refusedEmail });
    }),
  },
  play: async ({ args, canvas }) => {
    await fillIn(canvas, { ...filled, email: 'sanne@bakkerij', phone: '06123' });
    await send(canvas);
    const f = fields(canvas);
    await waitFor(() => expect(f.email).toHaveAccessibleDescription(refusedEmail));
    await expect(f.phone).toHaveAccessibleDescription(refusedNumber);
    await waitFor(() => expect(f.email).toHaveFocus());
    await expect(f.name).not.toHaveAttribute('aria-invalid');
    await expect(f.message).not.toHaveAttribute('aria-invalid');
    await expect(openNotices()).toHaveLength(0);
    await expect(screen.queryByText('Er ging iets mis')).toBeNull();

    await userEvent.type(f.email, '.nl');
    await expect(f.email).not.toHaveAttribute('aria-invalid');
    await expect(f.phone).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(f.phone);
    await userEvent.paste('06 12345678');
    await expect(f.phone).not.toHaveAttribute('aria-invalid');

    await send(canvas);
    await waitFor(() => expect(status(canvas)).toHaveTextContent(contactFormTexts.success.title));
    await expect(args.onSubmit).toHaveBeenLastCalledWith({
      ...filled,
      email: 'sanne@bakkerij.nl',
    });
    for (const field of Object.values(fields(canvas))) await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/** A refusal of something the form does not show (the visitor cannot put it right): the failure notice. */
export const RefusedElsewhere: Story = {
  name: 'Refusal of no field of the form',
  args: {
    onSubmit: fn(refusing({ body: 'Stuur een JSON-object.' })),
  },
  play: async ({ canvas }) => {
    await fillIn(canvas, filled);
    await send(canvas);
    await waitFor(() => expect(openNotices()).toHaveLength(1));
    await expect(openNotices()[0]).toHaveTextContent('Er ging iets mis');
    await expect(openNotices()[0]).toHaveAttribute('data-variant', 'destructive');
    for (const field of Object.values(fields(canvas))) await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(fields(canvas).name).toHaveValue(filled.name);
  },
};
