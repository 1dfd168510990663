import { render, screen } from '@testing-library/react';
import { devEntryElement } from '@fathom/sdk/testing/dev';
import entry from './index';

describe('total data dev entry', () => {
  it('boots the widget alone and shows the fake PID_STATS figures', async () => {
    const { element, host } = await devEntryElement(entry);
    render(element);
    expect((await screen.findByTestId('total-size')).textContent).toContain('312.00 GB');
    expect(screen.getByTestId('total-files').textContent).toContain('48.21k');
    expect(screen.getByText('zip, pdf, docx')).toBeTruthy();
    expect(host.fakes.api.calls.map(c => (c.payload as { propertyId: string }).propertyId)).toEqual(['PID_STATS']);
  });
});
