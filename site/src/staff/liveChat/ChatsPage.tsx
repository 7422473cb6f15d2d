import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { staffChatTexts as texts } from '@agency/content';
import { StaffChatAvailability, StaffChatQueue } from '@agency/ui/Staff';
import { liveChat, staffChatsApi } from '@agency/contract/liveChat';
import { chatSoundOn, setChatSound } from '../chatAlerts';
import { staffCall } from '../staffApi';
import { takeChat } from './staffChatCalls';
import { chatPath, staffPaths } from '../staffPaths';
import { useStaffGet } from '../useStaffGet';
import { useStaffLive } from '../StaffLive';

/** How often the office's hours are read again, so "Buiten kantoortijd" comes and goes on time. */
const OFFICE_EVERY_MS = 60_000;

/** Counts up every `everyMs` while the page shows. */
function useTick(everyMs: number): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((count) => count + 1), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return tick;
}

/**
 * `/beheer/chats`: "Beschikbaar voor chat" with the name visitors see and the sound switch
 * (outside office hours: saying so, with what visitors read instead), then the conversations:
 * waiting (with their question and "Overnemen"), held by a colleague, missed and ended. Read
 * again whenever the live stream says the queue changed; the availability every minute.
 */
export function ChatsPage() {
  const navigate = useNavigate();
  const { chatVersion } = useStaffLive();
  const [queue] = useStaffGet(staffChatsApi.queue, chatVersion);
  const [availability, setAvailability] = useStaffGet(staffChatsApi.availability, useTick(OFFICE_EVERY_MS));
  const [sound, setSound] = useState(chatSoundOn);

  if ('signedOut' in queue || 'signedOut' in availability) return <Navigate replace to={staffPaths.signIn} />;

  return (
    <>
      <h1>{texts.heading}</h1>
      {'data' in availability ? (
        <StaffChatAvailability
          available={availability.data.available}
          displayName={availability.data.displayName}
          maxDisplayNameChars={liveChat.limits.maxDisplayNameChars}
          office={{ open: availability.data.open, nextOpening: availability.data.nextOpening }}
          onChange={async (value) => {
            const saved = await staffCall(staffChatsApi.setAvailability, value);
            if (!saved.ok) throw new Error(saved.message);
            setAvailability(saved.data);
          }}
          soundAlert={sound}
          onSoundAlertChange={(on) => {
            setChatSound(on);
            setSound(on);
          }}
          texts={texts}
        />
      ) : 'problem' in availability ? (
        <p role="alert">{availability.problem}</p>
      ) : null}
      {'data' in queue ? (
        <StaffChatQueue
          queue={queue.data}
          chatHref={chatPath}
          onTake={async (id) => {
            const result = await takeChat(id);
            if (result.takenBy === 'me') navigate(chatPath(id), { state: { took: true } });
            return result.takenBy === 'me' ? { takenBy: 'me' } : result;
          }}
          texts={{ ...texts, heading: texts.queueHeading }}
        />
      ) : 'problem' in queue ? (
        <p role="alert">{queue.problem}</p>
      ) : (
        <p role="status">{texts.loading}</p>
      )}
    </>
  );
}
