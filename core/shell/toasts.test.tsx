/** The shell's toasts over the real notification store: errors at the right toggle their trace on click. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NotificationStore } from '../notifications/NotificationStore';
import { Toasts } from '../ui/Toasts';

describe('toasts', () => {
  it('puts errors at the right and notices at the left; a click on an error shows and hides its trace', () => {
    const store = new NotificationStore();
    const { container } = render(<Toasts store={store} />);
    act(() => {
      store.error('You have no permission to see this node.', 'GET /database/object objectId=x\nObjectNotFound');
      store.info('Saved');
    });
    const error = screen.getByTestId('toast-error');
    expect(container.querySelector('.fx-toasts--right')).toContainElement(error);
    expect(container.querySelector('.fx-toasts--left')).toContainElement(screen.getByTestId('toast-info'));
    expect(error.querySelector('.fx-toast__trace')).toBeNull();
    fireEvent.click(error);
    expect(error.querySelector('.fx-toast__trace')).toHaveTextContent('ObjectNotFound');
    fireEvent.click(error);
    expect(error.querySelector('.fx-toast__trace')).toBeNull();
  });
});
