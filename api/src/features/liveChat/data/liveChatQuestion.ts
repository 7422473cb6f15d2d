import { liveChat } from '@agency/contract/liveChat';

/**
 * The visitor's last message to the assistant before asking for a colleague, on one line and
 * clipped (`StaffChatSummary.question`); null without one or when the transcript is unreadable.
 */
export function questionOf(transcript: string): string | null {
  let messages: unknown;
  try {
    messages = JSON.parse(transcript);
  } catch {
    return null;
  }
  if (!Array.isArray(messages)) return null;
  const last = (messages as { role?: unknown; content?: unknown }[])
    .filter((message) => message?.role === 'user' && typeof message.content === 'string')
    .map((message) => (message.content as string).replace(/\s+/g, ' ').trim())
    .filter((text) => text !== '')
    .at(-1);
  if (last === undefined) return null;
  const max = liveChat.limits.questionChars;
  return [...last].length > max ? `${[...last].slice(0, max - 1).join('').trimEnd()}…` : last;
}
