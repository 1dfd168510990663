import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TaskLogViewer, TASK_LOG_PAGE } from './TaskLogViewer';
import { fakeConsole } from './testing';

const TOTAL = TASK_LOG_PAGE + 50;
const lines = Array.from({ length: TOTAL }, (_, i) => `2026-01-01T00:00:00.000Z line ${i}`);

it('opens on the last page of a task’s log and pages back to older lines', async () => {
  const c = fakeConsole({
    properties: {
      PID_LOG: (_id: string, o?: Record<string, unknown>) => {
        const from = Number(o?.lineNumber ?? 0);
        return { taskId: o?.taskId, lineNumber: from, lines: lines.slice(from, from + Number(o?.numberLines)), total: TOTAL };
      },
    },
  });
  render(c.wrap(<TaskLogViewer objectId="n1" taskId={7} />));
  await waitFor(() => expect(screen.getByTestId('task-log-lines').textContent).toContain(`line ${TOTAL - 1}`));
  expect(screen.getByTestId('task-log').textContent).toContain(`lines 51–${TOTAL} of ${TOTAL}`);
  fireEvent.click(screen.getByText('Older'));
  await waitFor(() => expect(screen.getByTestId('task-log-lines').textContent).toContain('line 0\n'));
  expect(screen.getByTestId('task-log-lines').textContent).not.toContain(`line ${TOTAL - 1}`);
});

it('reads the log once more when the task ends, so its last lines are shown', async () => {
  let written = ['2026-01-01T00:00:00.000Z started'];
  const c = fakeConsole({
    properties: {
      PID_LOG: (_id: string, o?: Record<string, unknown>) => ({ taskId: o?.taskId, lineNumber: 0, lines: written, total: written.length }),
    },
  });
  const view = render(c.wrap(<TaskLogViewer objectId="n1" taskId={7} live />));
  await waitFor(() => expect(screen.getByTestId('task-log-lines').textContent).toContain('started'));
  written = [...written, '2026-01-01T00:00:01.000Z selected /docs/a.txt', '2026-01-01T00:00:01.000Z Completed'];
  view.rerender(c.wrap(<TaskLogViewer objectId="n1" taskId={7} live={false} />));
  await waitFor(() => expect(screen.getByTestId('task-log-lines').textContent).toContain('Completed'));
});
