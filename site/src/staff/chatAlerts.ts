/** Where the choice "Geluid bij een wachtende chat" is kept, per browser. */
const SOUND_KEY = 'beheer.chatgeluid';

/** Whether this browser plays a sound when a visitor starts waiting. */
export function chatSoundOn(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) === 'aan';
  } catch {
    return false;
  }
}

/** Keeps the choice; made by a click, so the sound may play from now on (the browser's autoplay rule). */
export function setChatSound(on: boolean): void {
  try {
    localStorage.setItem(SOUND_KEY, on ? 'aan' : 'uit');
  } catch {
    // Private mode: the choice holds for this page only.
  }
  if (on) void audio()?.resume();
}

let context: AudioContext | undefined;

function audio(): AudioContext | undefined {
  if (context) return context;
  if (typeof AudioContext === 'undefined') return undefined;
  try {
    context = new AudioContext();
  } catch {
    return undefined;
  }
  return context;
}

/**
 * Two short soft tones, made by the browser (Web Audio: no file, nothing downloaded). Silent
 * when the browser does not allow sound yet.
 */
export async function playChatSound(): Promise<void> {
  const sound = audio();
  if (!sound) return;
  // Until the colleague clicked something on this page the browser keeps the sound suspended
  // and resume() waits: give up soon rather than play late.
  const resumed = sound.resume().then(
    () => true,
    () => false,
  );
  const ready = await Promise.race([resumed, new Promise<false>((done) => setTimeout(() => done(false), 300))]);
  if (!ready || sound.state !== 'running') return;
  const start = sound.currentTime + 0.02;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1175],
  ] as const) {
    const oscillator = sound.createOscillator();
    const gain = sound.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    // A quick rise and a soft fall: no click at either end.
    gain.gain.setValueAtTime(0, start + offset);
    gain.gain.linearRampToValueAtTime(0.2, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.16);
    oscillator.connect(gain).connect(sound.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.17);
  }
}
