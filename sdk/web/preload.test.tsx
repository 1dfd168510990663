import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { isComponentLoaded, lazyComponent, preloadComponent } from './preload';

const loader = (text: string) => jest.fn(async () => ({ default: ({ who }: { who: string }) => <p>{`${text} ${who}`}</p> }));

describe('lazyComponent', () => {
  const Waiting = () => <p>waiting</p>;

  it('shows its fallback while the chunk is on its way, then draws it', async () => {
    const load = loader('hello');
    const Hello = lazyComponent(load, Waiting);
    render(<Hello who="world" />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText('hello world')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws a preloaded chunk at once, without its fallback', async () => {
    const load = loader('ready');
    await act(() => preloadComponent(load));
    expect(isComponentLoaded(load)).toBe(true);
    const Ready = lazyComponent(load, Waiting);
    render(<Ready who="now" />);
    expect(screen.getByText('ready now')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never suspends, so no Suspense fallback shows (React would hold back the next reveal 300 ms after it)', async () => {
    const Hello = lazyComponent(loader('inside'), Waiting);
    render(
      <Suspense fallback={<p>suspended</p>}>
        <Hello who="suspense" />
      </Suspense>,
    );
    expect(screen.queryByText('suspended')).not.toBeInTheDocument();
    expect(await screen.findByText('inside suspense')).toBeInTheDocument();
  });

  it('hands a chunk that fails to load to the error boundary', async () => {
    class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
      state = { error: null as string | null };
      static getDerivedStateFromError(e: Error) {
        return { error: e.message };
      }
      render() {
        return this.state.error ? <p>{`failed: ${this.state.error}`}</p> : this.props.children;
      }
    }
    const Broken = lazyComponent(jest.fn().mockRejectedValue(new Error('offline')));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Broken />
      </Boundary>,
    );
    expect(await screen.findByText('failed: offline')).toBeInTheDocument();
    (console.error as jest.Mock).mockRestore();
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
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: () => null });
    await expect(preloadComponent(load)).rejects.toThrow('offline');
    expect(isComponentLoaded(load)).toBe(false);
    await preloadComponent(load);
    expect(isComponentLoaded(load)).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
