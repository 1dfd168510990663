/** A region that fails to render shows 'something went wrong' while the rest of the shell keeps working. */
import { render, screen } from '@testing-library/react';
import { ApiError } from '@fathom/sdk/api';
import { ErrorBoundary, SOMETHING_WENT_WRONG } from '../ui/StatusScreens';
import { describeFailure } from './usePageGuard';

function Broken({ fail }: { fail: boolean }) {
  if (fail) throw new Error('widget exploded');
  return <p>area content</p>;
}

describe('a render failure in a shell region', () => {
  let quiet: jest.SpyInstance;
  beforeEach(() => {
    quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => quiet.mockRestore());

  it("shows 'something went wrong' in the failed region only", () => {
    render(
      <div>
        <ErrorBoundary area="navigation">
          <p>tree rows</p>
        </ErrorBoundary>
        <ErrorBoundary area="main" resetKey="/dashboard/main">
          <Broken fail />
        </ErrorBoundary>
      </div>,
    );
    expect(SOMETHING_WENT_WRONG).toBe('Something went wrong. Please try again');
    expect(screen.getByTestId('error-main')).toHaveTextContent(SOMETHING_WENT_WRONG);
    expect(screen.queryByTestId('error-navigation')).toBeNull();
    expect(screen.getByText('tree rows')).toBeInTheDocument();
  });

  it('gives the region another chance when the page changes', () => {
    const { rerender } = render(
      <ErrorBoundary area="main" resetKey="/a">
        <Broken fail />
      </ErrorBoundary>,
    );
    expect(screen.getByTestId('error-main')).toBeInTheDocument();
    rerender(
      <ErrorBoundary area="main" resetKey="/b">
        <Broken fail={false} />
      </ErrorBoundary>,
    );
    expect(screen.queryByTestId('error-main')).toBeNull();
    expect(screen.getByText('area content')).toBeInTheDocument();
  });
});

describe('the trace of a node that could not be opened', () => {
  it("names the call, the server's error and its status", () => {
    expect(describeFailure('n42', new ApiError('ObjectNotFound', 'No object n42.', 404))).toBe(
      'GET /database/object objectId=n42\nObjectNotFound: No object n42. (HTTP 404)',
    );
    expect(describeFailure('n1', new Error('boom'))).toBe('GET /database/object objectId=n1\nboom');
  });
});
