import type { ScanTone } from './attendance';

/** Staff at the door look at the participant, not the screen: each outcome has its own beep. */
const cues: Readonly<Record<ScanTone, { frequency: number; seconds: number; beeps: number }>> = {
  success: { frequency: 880, seconds: 0.12, beeps: 1 },
  late: { frequency: 660, seconds: 0.12, beeps: 2 },
  error: { frequency: 220, seconds: 0.35, beeps: 1 },
};

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  // Older Safari has only the prefixed constructor; some browsers and test runners have neither.
  const Constructor =
    (window as { AudioContext?: AudioContextClass }).AudioContext ??
    (window as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Constructor) return null;
  context = new Constructor();
  return context;
}

/** Plays the outcome's beep; a browser without Web Audio, or one refusing it, stays silent. */
export function playScanCue(tone: ScanTone): void {
  try {
    const audio = audioContext();
    if (!audio) return;
    // Browsers start audio suspended until the page was interacted with; a scan's Enter is such an interaction.
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const { frequency, seconds, beeps } = cues[tone];
    for (let beep = 0; beep < beeps; beep++) {
      const start = audio.currentTime + beep * seconds * 1.5;
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      // A quick fade out, so the beep ends without a click.
      gain.gain.setValueAtTime(0.2, start);
      gain.gain.exponentialRampToValueAtTime(0.001, start + seconds);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start);
      oscillator.stop(start + seconds);
    }
  } catch {
    // Sound is a courtesy; the panel says the same.
  }
}
