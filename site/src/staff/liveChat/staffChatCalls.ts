import { liveChat, type StaffChatSummary, staffChatsApi } from '@agency/contract/liveChat';
import { staffCall } from '../staffApi';

/**
 * "Overnemen", atomic on the server: the colleague has it now (with its summary), or another was
 * first (409 `chat_taken`, by their display name). Anything else rejects with the api's Dutch
 * message.
 */
export async function takeChat(
  id: string,
): Promise<{ takenBy: 'me'; summary: StaffChatSummary } | { takenBy: 'other'; name: string }> {
  const answer = await staffCall(staffChatsApi.take(id));
  if (answer.ok) return { takenBy: 'me', summary: answer.data };
  if (answer.status === 409 && answer.error === liveChat.errorCodes.taken) {
    const name = (answer.body as { takenBy?: { name?: unknown } } | undefined)?.takenBy?.name;
    if (typeof name === 'string') return { takenBy: 'other', name };
  }
  throw new Error(answer.message);
}
