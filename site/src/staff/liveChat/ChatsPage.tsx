import { useState } from 'react';
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

/**
 * `/beheer/chats`: "Beschikbaar voor chat" with the name visitors see and the sound switch, then
 * the conversations: waiting (with "Overnemen"), held by a colleague, missed and ended. Read
 * again whenever the live stream says the queue changed.
 */
export function ChatsPage() {
  const navigate = useNavigate();
  const { chatVersion } = useStaffLive();
  const [queue] = useStaffGet(staffChatsApi.queue, chatVersion);
  const [availability, setAvailability] = useStaffGet(staffChatsApi.availability);
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
