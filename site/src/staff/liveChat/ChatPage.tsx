import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { staffChatTexts as texts } from '@agency/content';
import { StaffChatConversation } from '@agency/ui/Staff';
import { mergeLiveEvents, TypingSign } from '@agency/ui/Chat/live';
import { liveChat, type LiveChatEvent, staffChatsApi } from '@agency/contract/liveChat';
import { staffInboxApi } from '@agency/contract/inbox';
import { takeChat } from './staffChatCalls';
import { staffCall } from '../staffApi';
import styles from '../staff.module.css';
import { staffPaths } from '../staffPaths';
import { useStaffUser } from '../StaffFrame';
import { useStaffGet } from '../useStaffGet';
import { useStaffLive } from '../StaffLive';

/** A lead's page, linked from the line that says the visitor left their contact details. */
const leadHref = (leadId: string) => `${staffPaths.inbox}/aanvragen/${encodeURIComponent(leadId)}`;

/** Events that change who holds the conversation or whether it is over: the page reads it again. */
const changesTheChat = new Set<LiveChatEvent['type']>(['taken', 'released', 'ended', 'missed']);

/** A typing sign older than this (a replay after a reconnect) is not shown. */
const TYPING_STALE_MS = 30_000;

/** How long to wait before opening the conversation's stream again when the api refused it. */
const REOPEN_MS = 5_000;

/**
 * The conversation's own live stream (`GET /api/staff/chats/:id/events`, the session's cookie):
 * every event as it happens, from the start (the page merges them with what it read, by id), and
 * the visitor's typing. The browser reconnects by itself with the last event id; a refused
 * stream is opened again a little later. Closed when the page goes.
 */
function useChatStream(path: string, onEvent: (event: LiveChatEvent) => void) {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    let source: EventSource | undefined;
    let reopen: number | undefined;
    let stopped = false;
    const open = () => {
      source = new EventSource(path);
      for (const type of Object.values(liveChat.events)) {
        if (type === liveChat.events.ready) continue;
        source.addEventListener(type, (message: MessageEvent<string>) => {
          try {
            const event = JSON.parse(message.data) as LiveChatEvent;
            if (typeof event.id === 'number') handler.current({ ...event, type } as LiveChatEvent);
          } catch {
            // Not an event of this conversation: nothing to show.
          }
        });
      }
      source.onerror = () => {
        if (stopped || source?.readyState !== EventSource.CLOSED) return;
        reopen = window.setTimeout(open, REOPEN_MS);
      };
    };
    open();
    return () => {
      stopped = true;
      window.clearTimeout(reopen);
      source?.close();
    };
  }, [path]);
}

/** Whether the visitor types: shown a few seconds after their last sign of it (a replayed old one is not shown). */
function useVisitorTyping(): [boolean, TypingSign] {
  const [typing, setTyping] = useState(false);
  const [sign] = useState(() => new TypingSign({ onChange: setTyping, staleMs: TYPING_STALE_MS }));
  useEffect(() => () => sign.dispose(), [sign]);
  return [typing, sign];
}

/**
 * `/beheer/chats/:id`: one live conversation. What the visitor asked the assistant first, then
 * the live messages as they come. Who holds it writes, ends it or puts it back in the queue
 * (then back to Chats); a waiting one can be taken over; the visitor's messages are marked read
 * once shown; a `/` in "Bericht" offers the agency's saved replies. Everything the visitor wrote
 * is shown as text.
 */
export function ChatPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const user = useStaffUser();
  /** The conversation's stream; also the key its shown events are kept under. */
  const path = staffChatsApi.eventsPath(id);
  // Read again when the queue changes (a colleague took it, it ended) and after such an event.
  const { chatVersion } = useStaffLive();
  const [changed, setChanged] = useState(0);
  const [answer, setDetail] = useStaffGet(staffChatsApi.detail(id), chatVersion + changed);
  const [streamed, setStreamed] = useState<{ path: string; events: LiveChatEvent[] }>({ path, events: [] });
  const [sent, setSent] = useState<{ path: string; events: LiveChatEvent[] }>({ path, events: [] });
  const [visitorTyping, typingSign] = useVisitorTyping();
  // The saved replies "/" offers in "Bericht"; none offered while they load or when they cannot.
  const [savedReplies] = useStaffGet(staffInboxApi.savedReplies);

  // Taken over on the Chats page: the colleague reads what the visitor asked the assistant and
  // writes next. (The component opens the transcript and focuses "Bericht" by itself only after
  // its own "Overnemen"; opening <details> here tells it through its toggle event.)
  const tookIt = (useLocation().state as { took?: boolean } | null)?.took === true;
  const page = useRef<HTMLDivElement>(null);
  const focused = useRef(false);
  const holds = 'data' in answer && answer.data.chat.status === 'active' && answer.data.chat.takenBy?.id === user.id;
  useEffect(() => {
    if (!tookIt || !holds || focused.current) return;
    focused.current = true;
    const transcript = page.current?.querySelector('details');
    if (transcript) transcript.open = true;
    page.current?.querySelector('textarea')?.focus();
  }, [tookIt, holds]);

  useChatStream(path, (event) => {
    if (event.type === 'typing') {
      if (event.from === 'visitor') typingSign.seen(event.at);
      return;
    }
    if (event.type === 'message' && event.from === 'visitor') typingSign.stop();
    setStreamed((current) => ({
      path,
      events: current.path === path ? mergeLiveEvents(current.events, [event]) : [event],
    }));
    if (changesTheChat.has(event.type)) setChanged((count) => count + 1);
  });

  const detail = 'data' in answer ? answer.data : undefined;
  const events = useMemo(
    () =>
      detail
        ? // What the api says of a message (its name and time) replaces what was shown on sending.
          mergeLiveEvents(
            sent.path === path ? sent.events : [],
            detail.events,
            streamed.path === path ? streamed.events : [],
          )
        : [],
    [detail, sent, streamed, path],
  );

  const onRead = useCallback((upTo: number) => void staffCall(staffChatsApi.read(id), { upTo }), [id]);

  if ('loading' in answer) return <p role="status">{texts.loadingChat}</p>;
  if ('signedOut' in answer) return <Navigate replace to={staffPaths.signIn} />;
  if ('problem' in answer || !detail) {
    return (
      <>
        <p role="alert">{'problem' in answer ? answer.problem : texts.failed}</p>
        <Link to={staffPaths.chats}>{texts.backToChats}</Link>
      </>
    );
  }

  const fail = (problem: { message: string }) => {
    throw new Error(problem.message);
  };

  return (
    <div ref={page} className={styles.chat}>
      <Link to={staffPaths.chats}>{texts.backToChats}</Link>
      <StaffChatConversation
        detail={{ ...detail, events }}
        viewerId={user.id}
        visitorTyping={visitorTyping}
        maxMessageChars={liveChat.limits.maxMessageChars}
        {...('data' in savedReplies ? { savedReplies: savedReplies.data.savedReplies } : {})}
        savedRepliesHref={staffPaths.savedReplies}
        texts={texts}
        onTake={async (chatId) => {
          const result = await takeChat(chatId);
          if (result.takenBy === 'other') return result;
          setDetail({ ...detail, chat: result.summary });
          return { takenBy: 'me' };
        }}
        onSend={async (text) => {
          const saved = await staffCall(staffChatsApi.message(id), { text });
          if (!saved.ok) {
            // Ended or taken by another meanwhile: show how it stands now.
            if (saved.status === 410 || saved.status === 403) setChanged((count) => count + 1);
            return fail(saved);
          }
          const message: LiveChatEvent = {
            type: 'message',
            id: saved.data.id,
            from: 'person',
            text: text.trim(),
            at: new Date().toISOString(),
          };
          setSent((current) => ({ path, events: current.path === path ? [...current.events, message] : [message] }));
        }}
        onTyping={() => void staffCall(staffChatsApi.typing(id))}
        onRead={onRead}
        onEnd={async () => {
          const ended = await staffCall(staffChatsApi.end(id));
          setChanged((count) => count + 1);
          if (!ended.ok && ended.status !== 410) fail(ended);
        }}
        onAskContact={async () => {
          const asked = await staffCall(staffChatsApi.askContact(id));
          if (!asked.ok) {
            setChanged((count) => count + 1);
            fail(asked);
          }
        }}
        leadHref={leadHref}
        onRelease={async () => {
          const released = await staffCall(staffChatsApi.release(id));
          if (!released.ok) {
            setChanged((count) => count + 1);
            return fail(released);
          }
          navigate(staffPaths.chats);
        }}
      />
    </div>
  );
}
