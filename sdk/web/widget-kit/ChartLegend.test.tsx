import { render, screen } from '@testing-library/react';
import { ChartLegend } from './ChartView';

describe('chart legend', () => {
  it('shows whole names, wrapped when long, instead of cutting them with an ellipsis', () => {
    render(<ChartLegend items={[{ label: 'U.S. Social Security number', color: '#000', value: '1.00 KB', note: '3 files' }]} />);
    const label = screen.getByTestId('legend-label');
    expect(label.textContent).toBe('U.S. Social Security number');
    expect(label.style.whiteSpace).not.toBe('nowrap');
    expect(label.style.textOverflow).toBe('');
  });
});
