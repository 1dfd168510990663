import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { INSTALLER_PATHS, type TreeObject } from '@fathom/sdk/api';
import { mockApi, mockServices, renderWithServices } from '@fathom/sdk/testing';
import AddStaticWorkerDialog from './AddStaticWorkerDialog';
import { changedWorker, initialWorkerValues } from './workerValues';

const collector: TreeObject = { objectId: 'a1', parentId: 'c1', name: 'Host', classId: 'agent', tags: {} };

describe('AddStaticWorkerDialog', () => {
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
  });
  it('defaults the data folder to the platform and resets it when the platform changes', () => {
    const v = initialWorkerValues('windows');
    expect(v).toMatchObject({ bindTo: '0.0.0.0', workerPort: '', fulldir: 'C:\\ProgramData\\Fathom' });
    expect(changedWorker({ ...v, fulldir: 'D:\\x' }, 'ostype', 'linux').fulldir).toBe('/var/lib/Fathom');
  });
  it('needs a name and a worker port, then downloads the package of the new worker', async () => {
    const download = jest.fn(async () => ({ blob: new Blob(['x']), fileName: 'fathom-W1-linux.tar.gz' }));
    const s = mockServices({ api: mockApi({ download }) as never });
    const onClose = jest.fn();
    renderWithServices(<AddStaticWorkerDialog node={collector} onClose={onClose} />, s.services);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findAllByText('Field is required.')).toHaveLength(2);
    expect(download).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'W1' } });
    fireEvent.change(screen.getByLabelText('Platform'), { target: { value: 'linux' } });
    fireEvent.change(screen.getByLabelText('Worker port'), { target: { value: '9800' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(download).toHaveBeenCalledWith(
      INSTALLER_PATHS.addWorker,
      { classId: 'static_worker', parentId: 'a1', name: 'W1', ostype: 'linux', bindTo: '0.0.0.0', workerPort: '9800', fulldir: '/var/lib/Fathom' },
      { suppressError: true },
    );
    expect(s.notifications.success).toHaveBeenCalledWith('Object added');
  });
});
