/**
 * The command console of a device (spec 001 §2 Administration › Console, §3 Console): the device's task log
 * (PID_CONSOLE, read on from the last line number every few seconds) and a command line running the fixed
 * commands of sdk/api CONSOLE_COMMANDS (PID_CONSOLE set with consoleCommand). Used by the Console tab and, compact
 * (no command buttons, filling its box), by the console dashboard widget.
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { API_PATHS, CONSOLE_COMMANDS, type ConsoleAnswer, type ConsoleOutput } from '../../api';
import { ApiClient } from '../services';
import { useService } from '../hooks';

const POLL_MS = 3000;
type Entry = { id: number; kind: 'log' | 'command' | 'answer' | 'error'; text: string };

export interface DeviceConsoleProps {
  /** The device node (appliance, appagt, agent) whose console this is. */
  objectId: string;
  name: string;
  /** For a small box: no introduction sentence nor command buttons, the screen fills the height. */
  compact?: boolean;
}

export function DeviceConsole({ objectId, name, compact = false }: DeviceConsoleProps) {
  const api = useService(ApiClient);
  const [entries, setEntries] = useState<Entry[]>([]);
  const [command, setCommand] = useState('');
  const [busy, setBusy] = useState(false);
  const next = useRef(0);
  const lineNumber = useRef(0);
  const screen = useRef<HTMLPreElement>(null);
  const add = (items: Omit<Entry, 'id'>[]) => setEntries(e => [...e, ...items.map(i => ({ ...i, id: next.current++ }))]);

  useEffect(() => {
    let stopped = false;
    async function poll() {
      try {
        const out = await api.getProperty<ConsoleOutput>(objectId, 'PID_CONSOLE', { lineNumber: lineNumber.current });
        if (stopped) return;
        lineNumber.current = out.lineNumber;
        if (out.lines.length) add(out.lines.map(l => ({ kind: 'log' as const, text: l.text })));
      } catch {
        // The next poll tries again; a refusal shows once through the notifications.
      }
    }
    void poll();
    const timer = setInterval(() => void poll(), POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [api, objectId]);

  useEffect(() => {
    const el = screen.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [entries]);

  async function run(text: string) {
    if (!text.trim() || busy) return;
    setBusy(true);
    add([{ kind: 'command', text: `> ${text.trim()}` }]);
    setCommand('');
    try {
      const answer = await api.post<ConsoleAnswer>(
        API_PATHS.property,
        { objectId, propertyId: 'PID_CONSOLE', property: { consoleCommand: text } },
        { suppressError: true },
      );
      add(answer.lines.map(l => ({ kind: 'answer' as const, text: l })));
    } catch (e) {
      add([{ kind: 'error', text: (e as Error).message }]);
    } finally {
      setBusy(false);
    }
  }

  const colour: Record<Entry['kind'], string> = { log: '#94a3b8', command: '#facc15', answer: '#e2e8f0', error: '#f87171' };
  return (
    <div
      data-testid={compact ? 'device-console' : 'console-tab'}
      style={
        compact
          ? { display: 'flex', flexDirection: 'column', gap: '0.4rem', height: '100%', minHeight: 0 }
          : { display: 'grid', gap: '0.6rem', padding: '0.5rem 0' }
      }
    >
      {compact ? (
        <div style={{ fontSize: '0.85em' }} data-testid="device-console-name">
          <strong>{name}</strong>
        </div>
      ) : (
        <p style={{ margin: 0 }}>
          The console of <strong>{name}</strong>: its task log, and commands answered by the platform from what the device reports over its link.
        </p>
      )}
      <pre
        ref={screen}
        data-testid="console-screen"
        aria-live="polite"
        style={{
          margin: 0,
          padding: '0.6rem',
          ...(compact ? { flex: 1, minHeight: '4rem' } : { height: '22rem' }),
          overflow: 'auto',
          background: '#0f172a',
          borderRadius: 6,
          fontSize: '0.85em',
        }}
      >
        {entries.length === 0 && <span style={{ color: colour.log }}>No output yet. Type help for the commands.</span>}
        {entries.map(e => (
          <div key={e.id} style={{ color: colour[e.kind], whiteSpace: 'pre-wrap' }}>
            {e.text}
          </div>
        ))}
      </pre>
      <form
        onSubmit={e => {
          e.preventDefault();
          void run(command);
        }}
        style={{ display: 'flex', gap: '0.5rem' }}
      >
        <InputText
          aria-label="Command"
          data-testid="console-command"
          value={command}
          placeholder="help"
          onChange={e => setCommand(e.target.value)}
          style={{ flex: 1, fontFamily: 'monospace' }}
        />
        <Button type="submit" label="Run" icon="pi pi-play" loading={busy} disabled={busy || !command.trim()} />
      </form>
      {!compact && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.35rem' }}>
          {Object.entries(CONSOLE_COMMANDS).map(([c, what]) => (
            <Button key={c} type="button" size="small" outlined label={c} tooltip={what} disabled={busy} onClick={() => void run(c)} />
          ))}
        </div>
      )}
    </div>
  );
}
