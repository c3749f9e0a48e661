import { BrowserQRCodeReader, type IScannerControls } from '@zxing/browser';
import { Alert } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { cameraProblem, createRepeatFilter } from '../attendance';

/** How long the same code is ignored after a read: the camera reads a pass many times a second. */
const repeatWindowMs = 3000;

/**
 * The device's camera (the back one, where there is one) reading QR codes; each new code is handed to
 * `onCode` as decoded, a pass URL as it is. Loaded only when opened: the decoder is large.
 */
export function CameraScanner({ onCode }: { onCode: (text: string) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The decoder's callback is set once; it reaches the latest onCode through this.
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const reader = new BrowserQRCodeReader();
    const isRepeat = createRepeatFilter(repeatWindowMs);
    let controls: IScannerControls | undefined;
    let unmounted = false;
    reader
      .decodeFromVideoDevice(undefined, video, (result) => {
        if (!result) return;
        const text = result.getText();
        if (!isRepeat(text, Date.now())) onCodeRef.current(text);
      })
      .then((started) => {
        // Unmounted while the camera was starting (or a StrictMode remount): release it at once.
        if (unmounted) started.stop();
        else controls = started;
      })
      .catch((error: unknown) => {
        if (!unmounted) setProblem(cameraProblem(error, window.isSecureContext));
      });
    return () => {
      unmounted = true;
      controls?.stop();
    };
  }, []);

  return (
    <div data-testid="camera-scanner">
      {problem ? (
        <Alert type="warning" showIcon title={problem} />
      ) : (
        <video
          ref={videoRef}
          muted
          playsInline
          style={{
            width: '100%',
            maxHeight: '50vh',
            objectFit: 'cover',
            borderRadius: 8,
            background: '#000',
          }}
        />
      )}
    </div>
  );
}
