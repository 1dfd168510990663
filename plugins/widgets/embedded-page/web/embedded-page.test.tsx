import { render, screen } from '@testing-library/react';
import { widgetTypesOf } from '@fathom/sdk/web/widget-kit/testing';
import plugin from './index';
import { isEmbeddableUrl, validEmbeddedDetails } from './url';
import Widget from './Widget';

const node = { objectId: 'n', parentId: null, name: 'n', classId: 'client', tags: {} };
const contributions = () => widgetTypesOf(plugin);

describe('embedded page', () => {
  it('accepts only http(s) addresses', () => {
    expect(isEmbeddableUrl('https://example.org/welcome')).toBe(true);
    expect(isEmbeddableUrl('javascript:alert(1)')).toBe(false);
    expect(isEmbeddableUrl('not a url')).toBe(false);
    expect(validEmbeddedDetails({ url: 'http://x.test' })).toBe(true);
  });
  it('frames the page sandboxed, or asks for an address', () => {
    const { rerender } = render(<Widget node={node} details={{ url: 'https://example.org/' }} title="Welcome" size={{ w: 12, h: 7 }} />);
    expect(screen.getByTitle('Welcome')).toHaveAttribute('src', 'https://example.org/');
    expect(screen.getByTitle('Welcome').getAttribute('sandbox')).toContain('allow-scripts');
    rerender(<Widget node={node} details={{ url: 'javascript:1' }} title="Welcome" size={{ w: 12, h: 7 }} />);
    expect(screen.getByText('No address')).toBeInTheDocument();
  });
  it('is valid with a url string', () => {
    const [c] = contributions();
    expect(c.type).toBe('embedded-page');
    expect(c.valid({ url: 'https://x' })).toBe(true);
    expect(c.valid({})).toBe(false);
  });
});
