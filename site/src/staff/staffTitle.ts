import { staffLiveTexts as texts } from '@agency/content';
import { staffPaths } from './staffPaths';

/**
 * The staff area's tab title: on the Chats pages it counts the visitors waiting for a colleague
 * (`(2) Chats · Beheer · Studio Legende`), elsewhere the leads still "Nieuw"
 * (`(3) Beheer · Studio Legende`); with none, the plain title.
 */
export function staffTitle({
  pathname,
  newLeads,
  chatsWaiting,
}: {
  pathname: string;
  newLeads: number;
  chatsWaiting: number;
}): string {
  const onChats = pathname === staffPaths.chats || pathname.startsWith(`${staffPaths.chats}/`);
  const [plain, counted, count] = onChats
    ? [texts.chatsTitle, texts.chatsTitleWithCount, chatsWaiting]
    : [texts.title, texts.titleWithCount, newLeads];
  return count > 0 ? counted.replace('{count}', String(count)) : plain;
}
