import { useState } from 'react';
import { failureText, type StaffChatTakeResult } from '../staffChats';

export type ConversationAction = 'take' | 'end' | 'release' | 'ask';

export type UseConversationActionsOptions = {
  chatId: string;
  onTake: (chatId: string) => Promise<StaffChatTakeResult>;
  onEnd: () => Promise<void>;
  onRelease: () => Promise<void>;
  /** "Contactgegevens vragen". */
  onAskContact?: () => Promise<void>;
  /** Said when an action failed without a message of the api. */
  failed: string;
};

/**
 * "Overnemen", "Gesprek beëindigen", "Terug naar de wachtrij" and "Contactgegevens vragen", one at a time: which runs,
 * what went wrong, and the answer to "Overnemen" (the viewer has it now, or who was first).
 */
export function useConversationActions({
  chatId,
  onTake,
  onEnd,
  onRelease,
  onAskContact,
  failed,
}: UseConversationActionsOptions) {
  const [busy, setBusy] = useState<ConversationAction>();
  const [actionSaid, setActionSaid] = useState<string>();
  const [takenByOther, setTakenByOther] = useState<string>();
  const [tookIt, setTookIt] = useState(false);

  async function act(kind: ConversationAction) {
    if (busy) return;
    setBusy(kind);
    setActionSaid(undefined);
    try {
      if (kind === 'take') {
        const result = await onTake(chatId);
        setTakenByOther(result.takenBy === 'other' ? result.name : undefined);
        setTookIt(result.takenBy === 'me');
      } else if (kind === 'ask') await onAskContact?.();
      else await (kind === 'end' ? onEnd() : onRelease());
    } catch (reason) {
      setActionSaid(failureText(reason, failed));
    } finally {
      setBusy(undefined);
    }
  }

  return { busy, actionSaid, takenByOther, tookIt, act };
}
