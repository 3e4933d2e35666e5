import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { titleWithCount } from './triage';
import type { QueueRow } from './types';

const ALERTS_KEY = 'nwd.dispatch.alerts';

let audio: AudioContext | null = null;

/** The dispatcher's choice, kept in this browser and shared by every tab of the console. */
const choice = {
  listeners: new Set<() => void>(),
  subscribe(listener: () => void) {
    choice.listeners.add(listener);
    window.addEventListener('storage', listener);
    return () => {
      choice.listeners.delete(listener);
      window.removeEventListener('storage', listener);
    };
  },
  read: () => window.localStorage.getItem(ALERTS_KEY) === 'on',
  /** Prerendered HTML and the first paint: off. */
  readOnServer: () => false,
  write(on: boolean) {
    window.localStorage.setItem(ALERTS_KEY, on ? 'on' : 'off');
    for (const listener of choice.listeners) listener();
  },
};

/** A short two-note chime made on the spot (no sound file to fetch). */
function chime(): void {
  if (!audio) return;
  const start = audio.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1175],
  ] as const) {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.25, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.45);
    tone.connect(gain).connect(audio.destination);
    tone.start(start + offset);
    tone.stop(start + offset + 0.5);
  }
}

function notify(rows: readonly QueueRow[]): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const [first] = rows;
  if (!first) return;
  const title = rows.length === 1 ? `New lead in ${first.borough}` : `${rows.length} new leads`;
  const body = rows.length === 1 ? `${first.reference} · ${first.animal_type ?? first.species.join(', ')} · ${first.zip}` : rows.map((r) => r.reference).join(', ');
  // One notification at a time: a newer one replaces the last.
  new Notification(title, { body, tag: 'nwd-new-leads' });
}

/**
 * New leads announce themselves: the tab's title starts with the count of leads waiting for a
 * first offer, rows that arrived while the queue was open are marked until looked at, and, if
 * the dispatcher turns it on (remembered in this browser), a chime and a browser notification.
 */
export function useNewLeadAlerts(rows: QueueRow[] | null, newLeads: number | null) {
  const seen = useRef<Set<string> | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const alertsOn = useSyncExternalStore(choice.subscribe, choice.read, choice.readOnServer);
  const alertsRef = useRef(alertsOn);
  useEffect(() => {
    alertsRef.current = alertsOn;
  }, [alertsOn]);

  useEffect(() => {
    if (rows === null) return;
    if (seen.current === null) {
      seen.current = new Set(rows.map((r) => r.id));
      return;
    }
    const known = seen.current;
    const arrived = rows.filter((r) => !known.has(r.id));
    for (const r of arrived) known.add(r.id);
    const waiting = arrived.filter((r) => r.status === 'new');
    if (waiting.length === 0) return;
    setFresh((current) => new Set([...current, ...waiting.map((r) => r.id)]));
    if (alertsRef.current) {
      chime();
      notify(waiting);
    }
  }, [rows]);

  useEffect(() => {
    if (newLeads === null) return;
    document.title = titleWithCount(document.title, newLeads);
  }, [newLeads]);
  useEffect(() => () => void (document.title = titleWithCount(document.title, 0)), []);

  const toggleAlerts = useCallback((on: boolean) => {
    choice.write(on);
    if (!on) return;
    // Both need the dispatcher's own click: browsers allow sound and ask about notifications then.
    audio ??= typeof AudioContext === 'undefined' ? null : new AudioContext();
    void audio?.resume();
    if (typeof Notification !== 'undefined' && Notification.permission === 'default') void Notification.requestPermission();
  }, []);

  const markSeen = useCallback((id: string) => {
    setFresh((current) => {
      if (!current.has(id)) return current;
      const next = new Set(current);
      next.delete(id);
      return next;
    });
  }, []);

  return { fresh, alertsOn, toggleAlerts, markSeen };
}
