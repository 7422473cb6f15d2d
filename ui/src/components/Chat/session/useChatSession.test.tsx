import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { mount } from '../../../testing/mount';
import type { ChatTransport } from '../chatTypes';
import { useChatSession, useOwnChatSession, type ChatSessionState } from './useChatSession';

const limits = { maxMessages: 40, maxMessageChars: 2000 };

describe('useOwnChatSession and useChatSession', () => {
  it('re-render with each change of the session, and end its reply when the component unmounts', async () => {
    let release: () => void = () => {};
    let signal: AbortSignal | undefined;
    // Each reply pauses after its first piece, which the session has taken in by then.
    const pauses: (() => void)[] = [];
    const nextPause = () => new Promise<void>((resolve) => pauses.push(resolve));
    const transport: ChatTransport = {
      async *reply(_request, s) {
        signal = s;
        yield { type: 'text', text: 'Eerste stuk' };
        await new Promise<void>((resolve) => {
          release = resolve;
          for (const paused of pauses.splice(0)) paused();
        });
        yield { type: 'text', text: ', tweede stuk' };
      },
    };
    const seen: ChatSessionState[] = [];
    let send: (text: string) => Promise<void> = async () => {};
    function Probe() {
      const session = useOwnChatSession({ transport, limits });
      const state = useChatSession(session);
      seen.push(state);
      send = session.send;
      return <p>{state.messages.map((message) => message.content).join(' | ')}</p>;
    }
    const view = mount(<Probe />);
    expect(seen.at(-1)).toMatchObject({ messages: [], mode: { with: 'assistant', reply: 'idle' }, loading: false });

    let first: Promise<void> = Promise.resolve();
    await act(async () => {
      const paused = nextPause();
      first = send('Vraag');
      await paused;
    });
    expect(view.container.textContent).toBe('Vraag | Eerste stuk');
    expect(seen.at(-1)).toMatchObject({ mode: { with: 'assistant', reply: 'streaming' }, loading: true });

    await act(async () => {
      release();
      await first;
    });
    expect(view.container.textContent).toBe('Vraag | Eerste stuk, tweede stuk');
    expect(seen.at(-1)).toMatchObject({ mode: { with: 'assistant', reply: 'idle' }, loading: false });

    await act(async () => {
      const paused = nextPause();
      void send('Nog een');
      await paused;
    });
    expect(signal?.aborted).toBe(false);
    view.unmount();
    expect(signal?.aborted).toBe(true);
  });
});
