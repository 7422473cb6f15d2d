import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { staffLiveTexts as texts } from '@agency/content';
import { staffLive, type InboxPage, type StaffLiveEvent } from '@agency/api/contract';
import { staffCall } from './staffApi';
import { staffPaths } from './staffPaths';

/** What the open staff pages know of the live stream. */
export interface StaffLiveState {
  /** Grows with every change the stream reports: pages read their data again when it does. */
  version: number;
  /** Connecting (the first time), live, or offline (changes show once it is back). */
  connection: 'connecting' | 'live' | 'offline';
}

const LiveContext = createContext<StaffLiveState>({ version: 0, connection: 'connecting' });

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
 * pages when a lead came in or changed. The browser reconnects by itself and sends the last
 * event id it saw, so nothing is missed. Ended session: to the sign-in, back here afterwards.
 * A new lead is announced to screen readers and, when turned on, as a browser notification:
 * neither says anything of the lead itself.
 */
export function StaffLiveProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  useEffect(() => {
    here.current = `${location.pathname}${location.search}`;
  });
  const [state, setState] = useState<StaffLiveState>({ version: 0, connection: 'connecting' });
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    let source: EventSource | undefined;
    let reopen: number | undefined;
    let stopped = false;
    const toSignIn = () =>
      navigate(`${staffPaths.signIn}?terug=${encodeURIComponent(here.current)}`, { replace: true });
    const changed = () => setState((current) => ({ version: current.version + 1, connection: 'live' }));

    const open = () => {
      source = new EventSource(staffLive.path);
      source.addEventListener(staffLive.events.ready, () =>
        setState((current) => ({ ...current, connection: 'live' })),
      );
      source.addEventListener(staffLive.events.reload, changed);
      source.addEventListener(staffLive.events.lead, (message: MessageEvent<string>) => {
        changed();
        let event: StaffLiveEvent | undefined;
        try {
          event = JSON.parse(message.data) as StaffLiveEvent;
        } catch {
          event = undefined;
        }
        if (event?.kind !== 'lead.created') return;
        // The same words twice would not be read out again: a space makes them new.
        setAnnouncement((last) => (last === texts.newLead ? `${texts.newLead} ` : texts.newLead));
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
        void staffCall('GET', '/me').then((answer) => {
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

  // The tab's title counts the leads still "Nieuw", read again on every change.
  useEffect(() => {
    let current = true;
    void staffCall<InboxPage>('GET', '/leads?limit=1').then((answer) => {
      if (!current || !answer.ok) return;
      const count = answer.data.counts.new;
      document.title = count > 0 ? texts.titleWithCount.replace('{count}', String(count)) : texts.title;
    });
    return () => {
      current = false;
    };
  }, [state.version]);
  useEffect(
    () => () => {
      document.title = texts.title;
    },
    [],
  );

  return (
    <LiveContext.Provider value={state}>
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
