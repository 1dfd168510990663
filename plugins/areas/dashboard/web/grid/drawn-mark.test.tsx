import { act, render } from '@testing-library/react';
import { DASHBOARD_DRAWN_MARK, drawnState, useDrawnMark } from './drawn-mark';

const widget = (inner: string) => `<article data-testid="widget-x">${inner}</article>`;
const chart = (drawn: boolean) =>
  `<div data-testid="widget-chart">${drawn ? '<svg class="apexcharts-svg"><g class="apexcharts-graphical"></g></svg>' : ''}</div>`;
const root = (html: string) => {
  const d = document.createElement('div');
  d.innerHTML = html;
  return d;
};

describe('drawnState', () => {
  it('waits for every widget, every loader to go and every chart to draw', () => {
    expect(drawnState(root(widget(chart(true))), 2).drawn).toBe(false);
    expect(drawnState(root(widget('<div role="progressbar"></div>')), 1).drawn).toBe(false);
    expect(drawnState(root(widget(chart(true)) + widget(chart(false))), 2).drawn).toBe(false);
    expect(drawnState(root(widget(chart(true)) + widget(chart(true)) + widget('<p>No data</p>')), 3)).toEqual({ drawn: true, charts: 2 });
  });
});

function Probe({ html }: { html: string }) {
  const ref = useDrawnMark('main', 1);
  return <div ref={ref} data-testid="tab" dangerouslySetInnerHTML={{ __html: html }} />;
}

describe('useDrawnMark', () => {
  // jsdom's performance has no marks: record the calls instead.
  const mark = jest.fn();
  beforeEach(() => {
    (performance as unknown as { mark: jest.Mock }).mark = mark;
    mark.mockClear();
  });
  it('adds one performance mark and data-drawn once the tab is drawn', async () => {
    const { getByTestId, rerender } = render(<Probe html={widget(chart(false))} />);
    await act(async () => {
      await new Promise(r => setTimeout(r, 50));
    });
    expect(mark).not.toHaveBeenCalled();
    rerender(<Probe html={widget(chart(true))} />);
    await act(async () => {
      await new Promise(r => setTimeout(r, 50));
    });
    expect(mark).toHaveBeenCalledTimes(1);
    expect(mark).toHaveBeenCalledWith(DASHBOARD_DRAWN_MARK, { detail: { tabId: 'main', widgets: 1, charts: 1 } });
    expect(getByTestId('tab')).toHaveAttribute('data-drawn', 'true');
  });
});
