import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { isComponentLoaded, lazyComponent, preloadComponent } from './preload';

const loader = (text: string) => jest.fn(async () => ({ default: ({ who }: { who: string }) => <p>{`${text} ${who}`}</p> }));

describe('lazyComponent', () => {
  it('suspends while the chunk is on its way, then draws it', async () => {
    const load = loader('hello');
    const Hello = lazyComponent(load);
    render(<Suspense fallback={<p>waiting</p>}><Hello who="world" /></Suspense>);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText('hello world')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws a preloaded chunk at once, without a fallback', async () => {
    const load = loader('ready');
    await act(() => preloadComponent(load));
    expect(isComponentLoaded(load)).toBe(true);
    const Ready = lazyComponent(load);
    render(<Suspense fallback={<p>waiting</p>}><Ready who="now" /></Suspense>);
    expect(screen.getByText('ready now')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('preloadComponent', () => {
  it('loads a chunk once however often it is asked', async () => {
    const load = loader('once');
    await Promise.all([preloadComponent(load), preloadComponent(load)]);
    await preloadComponent(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed chunk again on the next call', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: () => null });
    await expect(preloadComponent(load)).rejects.toThrow('offline');
    expect(isComponentLoaded(load)).toBe(false);
    await preloadComponent(load);
    expect(isComponentLoaded(load)).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
