import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { staffChatTexts, staffLiveTexts as texts } from '@agency/content';
import { staffLive, type StaffLiveChatEvent, type StaffLiveEvent, staffInboxApi } from '@agency/contract/inbox';
import { staffChatsApi } from '@agency/contract/liveChat';
import { chatSoundOn, playChatSound } from './chatAlerts';
import { staffCall } from './staffApi';
import { signInReturningTo } from './staffPaths';
import { staffTitle } from './staffTitle';
import { staffAccessApi } from '@agency/contract/staffAccess';

/** What the open staff pages know of the live stream. */
export interface StaffLiveState {
  /** Grows with every change the stream reports: pages read their data again when it does. */
  version: number;
  /** Connecting (the first time), live, or offline (changes show once it is back). */
  connection: 'connecting' | 'live' | 'offline';
  /** Grows with every change of the chat queue the stream reports (and when it is back). */
  chatVersion: number;
  /** The visitors waiting in the chat for a colleague now. */
  chatsWaiting: number;
  /**
   * Grows whenever the stream says visits were counted (`event: analytics`, at most every 10
   * seconds) or more was missed than it sends: "Herkomst" reads its figures again.
   */
  analyticsVersion: number;
}

const LiveContext = createContext<StaffLiveState>({
  version: 0,
  connection: 'connecting',
  chatVersion: 0,
  chatsWaiting: 0,
  analyticsVersion: 0,
});

/** The live stream's state, for a page that reads its data again on every change. */
export const useStaffLive = (): StaffLiveState => useContext(LiveContext);

/** Where the choice "a browser notification for a new lead" is kept, per browser. */
const NOTIFY_KEY = 'beheer.meldingen';

const notificationsOn = () => {
  try {
    return localStorage.getItem(NOTIFY_KEY) === 'aan' && Notification.permission === 'granted';
  } catch {
    return false;
  }
};

/** How long to wait before asking again whether the session lives when the stream was refused. */
const REOPEN_MS = 5_000;

/**
 * Keeps one live stream open while a staff page shows (`GET /api/staff/events`), and tells the
 * pages when a lead came in or changed, or visits were counted. The browser reconnects by
 * itself and sends the last event id it saw, so nothing is missed. Ended session: to the
 * sign-in, back here afterwards.
 * A new lead is announced to screen readers and, when turned on, as a browser notification:
 * neither says anything of the lead itself. A visitor who starts waiting in the chat is, when
 * this colleague is available for the chat, announced once per conversation: to screen readers,
 * with a short sound when "Geluid bij een wachtende chat" is on, and as a browser notification
 * (tab not in view, notifications on); none of it names anything of the visitor.
 */
export function StaffLiveProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  useEffect(() => {
    here.current = `${location.pathname}${location.search}`;
  });
  const [state, setState] = useState<Omit<StaffLiveState, 'chatsWaiting'>>({
    version: 0,
    connection: 'connecting',
    chatVersion: 0,
    analyticsVersion: 0,
  });
  const [chatsWaiting, setChatsWaiting] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  // The conversations already announced: each at most once, also after a release.
  const alerted = useRef(new Set<string>());

  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    let source: EventSource | undefined;
    let reopen: number | undefined;
    let stopped = false;
    const toSignIn = () => navigate(signInReturningTo(here.current), { replace: true });
    const changed = () => setState((current) => ({ ...current, version: current.version + 1, connection: 'live' }));
    const say = (words: string) =>
      // The same words twice would not be read out again: a space makes them new.
      setAnnouncement((last) => (last === words ? `${words} ` : words));

    const chatWaiting = async (chatId: string) => {
      if (alerted.current.has(chatId)) return;
      alerted.current.add(chatId);
      const availability = await staffCall(staffChatsApi.availability);
      if (stopped) return;
      if (!availability.ok || !availability.data.available) {
        // Not available now: a later wait of this conversation may still be announced.
        alerted.current.delete(chatId);
        return;
      }
      say(staffChatTexts.newChat);
      if (chatSoundOn()) void playChatSound();
      if (document.hidden && notificationsOn()) {
        new Notification(staffChatTexts.notificationTitle, {
          body: staffChatTexts.notificationBody,
          tag: `wachtende-chat-${chatId}`,
        });
      }
    };

    const open = () => {
      source = new EventSource(staffLive.path);
      source.addEventListener(staffLive.events.ready, () =>
        setState((current) => ({ ...current, connection: 'live' })),
      );
      source.addEventListener(staffLive.events.reload, () => {
        changed();
        setState((current) => ({
          ...current,
          chatVersion: current.chatVersion + 1,
          analyticsVersion: current.analyticsVersion + 1,
        }));
      });
      // Visits were counted: ids only, nothing to read of the event itself.
      source.addEventListener(staffLive.events.analytics, () =>
        setState((current) => ({ ...current, analyticsVersion: current.analyticsVersion + 1, connection: 'live' })),
      );
      source.addEventListener(staffLive.events.chat, (message: MessageEvent<string>) => {
        setState((current) => ({ ...current, chatVersion: current.chatVersion + 1, connection: 'live' }));
        let event: StaffLiveChatEvent | undefined;
        try {
          event = JSON.parse(message.data) as StaffLiveChatEvent;
        } catch {
          event = undefined;
        }
        if (event?.kind === 'chat.waiting' && typeof event.chatId === 'string') void chatWaiting(event.chatId);
      });
      source.addEventListener(staffLive.events.lead, (message: MessageEvent<string>) => {
        changed();
        let event: StaffLiveEvent | undefined;
        try {
          event = JSON.parse(message.data) as StaffLiveEvent;
        } catch {
          event = undefined;
        }
        if (event?.kind !== 'lead.created') return;
        say(texts.newLead);
        if (document.hidden && notificationsOn()) {
          new Notification(texts.notificationTitle, { body: texts.notificationBody, tag: 'nieuwe-aanvraag' });
        }
      });
      source.addEventListener(staffLive.events.signedOut, () => {
        source?.close();
        toSignIn();
      });
      source.onerror = () => {
        setState((current) => ({
          ...current,
          connection: current.connection === 'connecting' ? 'connecting' : 'offline',
        }));
        // Closed (not reconnecting): the api refused the stream. Signed out, or a hiccup?
        if (source?.readyState !== EventSource.CLOSED || stopped) return;
        void staffCall(staffAccessApi.me).then((answer) => {
          if (stopped) return;
          if (answer.status === 401) toSignIn();
          else reopen = window.setTimeout(open, REOPEN_MS);
        });
      };
    };
    open();
    return () => {
      stopped = true;
      window.clearTimeout(reopen);
      source?.close();
    };
  }, [navigate]);

  // The leads still "Nieuw", read again on every change: the tab's title counts them.
  const [newLeads, setNewLeads] = useState(0);
  useEffect(() => {
    let current = true;
    void staffCall(staffInboxApi.leads('limit=1')).then((answer) => {
      if (current && answer.ok) setNewLeads(answer.data.counts.new);
    });
    return () => {
      current = false;
    };
  }, [state.version]);
  // The tab's title: on the Chats pages the visitors waiting, elsewhere the new leads (`staffTitle`).
  useEffect(() => {
    document.title = staffTitle({ pathname: location.pathname, newLeads, chatsWaiting });
  }, [location.pathname, newLeads, chatsWaiting]);
  useEffect(
    () => () => {
      document.title = texts.title;
    },
    [],
  );

  // The bar counts the visitors waiting in the chat, read again on every change of the queue.
  useEffect(() => {
    let current = true;
    void staffCall(staffChatsApi.queue).then((answer) => {
      if (current && answer.ok) setChatsWaiting(answer.data.waiting.length);
    });
    return () => {
      current = false;
    };
  }, [state.chatVersion]);

  const value = useMemo(() => ({ ...state, chatsWaiting }), [state, chatsWaiting]);

  return (
    <LiveContext.Provider value={value}>
      {children}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </LiveContext.Provider>
  );
}

/**
 * "Melding bij een nieuwe aanvraag": a browser notification when a lead comes in while this tab
 * is not in view. Asks the browser's permission when turned on; said plainly when it is refused.
 */
export function StaffNotificationSwitch({ className }: { className?: string }) {
  const supported = typeof Notification !== 'undefined';
  const [on, setOn] = useState(() => supported && notificationsOn());
  const [blocked, setBlocked] = useState(false);
  if (!supported) return null;
  return (
    <span className={className}>
      <label>
        <input
          type="checkbox"
          checked={on}
          onChange={async (event) => {
            const wanted = event.target.checked;
            if (wanted && Notification.permission !== 'granted') {
              const permission = await Notification.requestPermission();
              if (permission !== 'granted') {
                setBlocked(true);
                return;
              }
            }
            setBlocked(false);
            try {
              localStorage.setItem(NOTIFY_KEY, wanted ? 'aan' : 'uit');
            } catch {
              // Private mode: the choice holds for this page only.
            }
            setOn(wanted);
          }}
        />{' '}
        {texts.notificationsSwitch}
      </label>
      {blocked ? <span role="alert"> {texts.notificationsBlocked}</span> : null}
    </span>
  );
}
