import { CameraOutlined, CloseOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  Button,
  Card,
  ConfigProvider,
  Flex,
  Input,
  Segmented,
  Spin,
  Statistic,
  Typography,
  theme,
  type InputRef,
} from 'antd';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import { loadChunk } from '@/app/loadChunk';
import { formatSessionTime } from '@/shared/formatDateTime';
import { idParam } from '@/features/registration/paths';
import { apiErrorText, parseApiError } from '@/shared/apiError';
import { NotFound } from '@/shared/NotFound';
import { usePageTitle } from '@/shared/usePageTitle';
import { useSearchParamsUpdater } from '@/shared/useSearchParamsUpdater';
import { idFrom } from '@/shared/WithRecord';
import { countsText, initialCounts, scanTone, withRecent, type ScanOutcome } from '../attendance';
import { useGetAttendanceSummaryQuery, useGetTodaySessionsQuery, useScanMutation } from '../attendanceApi';
import type { ScanCounts, ScanMode } from '../attendanceTypes';
import { RecentScans, type RecentScan } from '../components/RecentScans';
import { ScanResultPanel } from '../components/ScanResultPanel';
import { attendancePaths } from '../paths';
import { playScanCue } from '../scanSound';

// The QR decoder is large and only some devices use the camera: it loads when the camera is opened.
const CameraScanner = lazy(() =>
  loadChunk(() => import('../components/CameraScanner')).then((module) => ({
    default: module.CameraScanner,
  })),
);

const modeOptions: { value: ScanMode; label: string }[] = [
  { value: 'in', label: 'Scan in' },
  { value: 'out', label: 'Scan out' },
];

/** Thumb-sized controls: staff hold a phone or tablet in one hand and a pass in the other. */
const touchHeight = 56;

interface SessionHeading {
  eventId: number | null;
  title: string;
  when: string | null;
  venue: string | null;
}

/** What the screen knows of its session: from today's list, the event's summary, or the last scan. */
function useSessionHeading(sessionId: number, eventId: number | null, lastOutcome: ScanOutcome | null) {
  // Other devices scan into the same session: each opening reads the counts afresh.
  const today = useGetTodaySessionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const todaySession = today.data?.find((session) => session.sessionId === sessionId);
  // Only a session that is not today's needs its event's summary.
  const needsSummary = eventId !== null && !today.isLoading && !todaySession;
  const summary = useGetAttendanceSummaryQuery(needsSummary ? eventId : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const summarySession = summary.data?.sessions.find((session) => session.sessionId === sessionId);
  const scanned = lastOutcome?.kind === 'scanned' ? lastOutcome.result : null;

  const heading: SessionHeading = todaySession
    ? {
        eventId: todaySession.eventId,
        title: todaySession.eventTitle,
        when: formatSessionTime(todaySession.startsAt, todaySession.endsAt),
        venue: todaySession.venueName,
      }
    : summary.data && summarySession
      ? {
          eventId: summary.data.event.eventId,
          title: summary.data.event.title,
          when: formatSessionTime(summarySession.startsAt, summarySession.endsAt),
          venue: summary.data.event.venueName,
        }
      : scanned
        ? {
            eventId: scanned.row.eventId,
            title: scanned.eventTitle,
            when: formatSessionTime(scanned.row.sessionStartsAt, scanned.row.sessionEndsAt),
            venue: null,
          }
        : { eventId, title: `Session #${sessionId}`, when: null, venue: null };

  return { heading, counts: initialCounts(sessionId, today.data, summary.data) };
}

function Scanner({ sessionId }: { sessionId: number }) {
  const [searchParams, updateSearchParams] = useSearchParamsUpdater();
  const mode: ScanMode = searchParams.get('mode') === 'out' ? 'out' : 'in';
  const eventId = idParam(searchParams.get('eventId'));
  const [scan] = useScanMutation();
  const inputRef = useRef<InputRef>(null);
  const nextId = useRef(1);
  // Scans overlap when a barcode scanner is quick; the panel and counts follow the latest ones sent.
  const shownId = useRef(0);
  const countedId = useRef(0);
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(0);
  const [cameraOpen, setCameraOpen] = useState(false);
  const [last, setLast] = useState<ScanOutcome | null>(null);
  const [recent, setRecent] = useState<RecentScan[]>([]);
  const [scannedCounts, setScannedCounts] = useState<ScanCounts | null>(null);
  const { heading, counts: openingCounts } = useSessionHeading(sessionId, eventId, last);
  // Each scan answers the session's counts as they are then, other devices' scans included.
  const counts = scannedCounts ?? openingCounts;

  const { token } = theme.useToken();

  const refocus = () => inputRef.current?.focus();

  const submit = useCallback(
    async (raw: string) => {
      const text = raw.trim();
      if (!text) return;
      const id = nextId.current++;
      setPending((count) => count + 1);
      let outcome: ScanOutcome;
      try {
        const result = await scan({ mode, sessionId, code: text }).unwrap();
        outcome = { kind: 'scanned', mode, code: text, result };
      } catch (error) {
        outcome = { kind: 'refused', mode, code: text, message: apiErrorText(parseApiError(error)) };
      } finally {
        setPending((count) => count - 1);
      }
      if (id > shownId.current) {
        shownId.current = id;
        setLast(outcome);
      }
      if (outcome.kind === 'scanned' && id > countedId.current) {
        countedId.current = id;
        setScannedCounts(outcome.result.counts);
      }
      setRecent((scans) => withRecent(scans, { id, at: new Date(), outcome }));
      playScanCue(scanTone(outcome));
    },
    [scan, mode, sessionId],
  );

  // A barcode scanner types the code and presses Enter; the field is emptied at once for the next one.
  const onEnter = () => {
    const typed = code;
    setCode('');
    void submit(typed);
  };

  const changeMode = (next: ScanMode) => {
    updateSearchParams(
      (params) => {
        if (next === 'out') params.set('mode', next);
        else params.delete('mode');
        return params;
      },
      { replace: true },
    );
    refocus();
  };

  return (
    <Flex vertical gap="middle" style={{ width: '100%', maxWidth: 960, marginInline: 'auto' }}>
      <Card size="small">
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="scan-session-title">
          {heading.title}
        </Typography.Title>
        <Typography.Text type="secondary">
          {[heading.when, heading.venue].filter(Boolean).join(' · ')}
        </Typography.Text>
        {heading.eventId !== null && (
          <div>
            <Link to={attendancePaths.event(heading.eventId)}>Event attendance</Link>
          </div>
        )}
      </Card>

      {/* The mode in the primary colour: scanning in when staff meant out is the costliest slip here. */}
      <ConfigProvider
        theme={{
          components: {
            Segmented: { itemSelectedBg: token.colorPrimary, itemSelectedColor: token.colorTextLightSolid },
          },
        }}
      >
        <Segmented<ScanMode>
          block
          size="large"
          options={modeOptions}
          value={mode}
          onChange={changeMode}
          styles={{ label: { lineHeight: `${touchHeight - 8}px`, fontSize: 18 } }}
          data-testid="scan-mode"
        />
      </ConfigProvider>

      <Flex gap="small">
        <Input
          ref={inputRef}
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onPressEnter={onEnter}
          placeholder="Code, NRIC/FIN or mobile"
          aria-label="Pass code, NRIC/FIN or mobile number"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
          // Always a suffix: adding one later would remount the input, which loses the focus.
          suffix={pending > 0 ? <Spin size="small" /> : <span />}
          style={{ height: touchHeight, fontSize: 20 }}
          data-testid="scan-code"
        />
        <Button
          icon={cameraOpen ? <CloseOutlined /> : <CameraOutlined />}
          onClick={() => {
            // Back to the field once the camera closes; while it is open, a phone's keyboard would hide it.
            if (cameraOpen) refocus();
            setCameraOpen(!cameraOpen);
          }}
          aria-label={cameraOpen ? 'Close the camera' : 'Scan with the camera'}
          style={{ height: touchHeight, width: touchHeight, flex: 'none', fontSize: 22 }}
          data-testid="scan-camera"
        />
      </Flex>

      {cameraOpen && (
        <Suspense
          fallback={
            <Flex justify="center">
              <Spin />
            </Flex>
          }
        >
          <CameraScanner onCode={(text) => void submit(text)} />
        </Suspense>
      )}

      <ScanResultPanel outcome={last} />

      <Card size="small">
        <Flex gap="large" wrap>
          <Statistic
            title="Scanned in"
            value={counts ? countsText(counts) : '—'}
            styles={{ content: { fontSize: 32 } }}
            data-testid="scan-count"
          />
          <Statistic
            title="Scanned out"
            value={counts ? counts.scannedOut : '—'}
            styles={{ content: { fontSize: 32 } }}
            data-testid="scan-out-count"
          />
        </Flex>
      </Card>

      <RecentScans scans={recent} />
    </Flex>
  );
}

/** The scanning screen for one session, for facilitators at the door on phones and tablets. */
export function ScanSession() {
  usePageTitle('Attendance scanning');
  const sessionId = idFrom(useParams().sessionId);
  return (
    // Scanning updates attendance, which is what the server checks.
    <RequireAbility action="update" subject="Attendance" perRecord>
      {sessionId === null ? <NotFound /> : <Scanner key={sessionId} sessionId={sessionId} />}
    </RequireAbility>
  );
}
