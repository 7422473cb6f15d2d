// What the ChatPanel story files share (the states in ChatPanel.stories.tsx, the flows in
// ChatPanel.flows.stories.tsx). Not exported from the package. The texts and quick replies are
// the site's own (chatStoryData.ts).
import type { Meta } from '@storybook/react-vite';
import { fn, type within } from 'storybook/test';
import { ToastHost, dismissToast } from '../../Toast';
import { chatStoryTexts } from '../chatStoryData';
import { ChatPanel } from './ChatPanel';

/** The meta of every ChatPanel story file, but for its title and tags. */
export const chatPanelStoryDefaults = {
  args: {
    // The site's own copy, so the story shows what the site shows.
    texts: chatStoryTexts.panel,
    quickReplies: chatStoryTexts.quickReplies,
    messages: [],
    onSend: fn(),
    onClose: fn(),
    onValueChange: fn(),
    onStop: fn(),
    onRetry: fn(),
    onNewConversation: fn(),
    onRequestCallback: fn(async () => {}),
    onNotice: fn(),
    onFeedback: fn(async () => {}),
    // A story never leaves its page.
    onNavigate: fn((_href, event) => event.preventDefault()),
  },
  argTypes: {
    onRequestCallback: { control: false },
    onFeedback: { control: false },
    onNavigate: { control: false },
  },
  // The call-back form raises its notices through the toast store: start and end every story without any.
  beforeEach: () => {
    dismissToast();
    return () => dismissToast();
  },
  render: (args) => (
    <>
      <ChatPanel {...args} />
      {/* Ten minutes: no notice closes by itself before the screenshot. */}
      <ToastHost duration={600_000} />
    </>
  ),
  globals: { viewport: { value: 'large', isRotated: false } },
} satisfies Omit<Meta<typeof ChatPanel>, 'title'>;

type Canvas = ReturnType<typeof within>;
export const input = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Je vraag' });
export const sendButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Versturen' });
