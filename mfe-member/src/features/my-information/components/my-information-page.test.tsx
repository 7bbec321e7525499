import { screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@forwarder/shared/stores';
import { activateEnglish, currentPath, demoUser, renderAt, stubFetch } from '../../../test/render-route';

const codeList = { status: 200, body: { list: [{ codeVal: 'C0820', codeBuf2: 'GH', en: 'Ghana' }, { codeVal: 'C1571', codeBuf2: 'NG', en: 'Nigeria' }] } };
beforeAll(activateEnglish);
beforeEach(() => useSession.setState({ status: 'signed-in', user: demoUser }));

it('sends visitors to /', async () => {
  useSession.setState({ status: 'signed-out', user: null });
  stubFetch({});
  renderAt('/member/my-information');
  await waitFor(() => expect(currentPath()).toBe('/'));
});

it('asks for the password first, refuses a wrong one, then edits and saves the profile', async () => {
  let save = 200;
  const calls = stubFetch({
    'POST /cmn/login': (c) => ((c.body as { pwd: string }).pwd.length === 64 && save !== -1 ? { status: 200, body: demoUser } : { status: 401, body: { errorCode: 'X', message: 'x' } }),
    'GET /cmn/auth/user': { status: 200, body: demoUser },
    'GET /cmn/code/list': codeList,
    'PUT /cmn/auth/user': (c) => ({ status: save, body: { ...demoUser, ...(c.body as object) } }),
  });
  const { user } = renderAt('/member/my-information');
  await waitFor(() => expect(currentPath()).toBe('/member/my-information-confirm'));
  save = -1;
  await user.type(await screen.findByLabelText('Password'), 'wrong');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  const refused = await screen.findByRole('alertdialog');
  expect(within(refused).getByText('Invalid Password.')).toBeInTheDocument();
  await user.click(within(refused).getByRole('button', { name: 'OK' }));
  save = 200;
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(currentPath()).toBe('/member/my-information'));

  const name = await screen.findByLabelText('Name');
  expect(name).toHaveValue('Daniel Mensah');
  expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  await user.clear(name);
  await user.type(name, '1');
  expect(await screen.findByText('Please write your name in english only.')).toBeInTheDocument();
  await user.clear(name);
  await user.type(name, 'Daniel K Mensah');
  await user.clear(screen.getByLabelText('Mobile number'));
  await user.type(screen.getByLabelText('Mobile number'), '5,5');
  expect(await screen.findByText('Use numbers(0-9) only(except hyphen)')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Mobile number'));
  await user.type(screen.getByLabelText('Mobile number'), '20-555');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const done = await screen.findByRole('alertdialog');
  expect(within(done).getByText('Successfully changed information.')).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Daniel K Mensah', country: 'C0820', mobileCountry: '233', mobileNumber: '20-555', flagSubscribe: true });
  expect(useSession.getState().user?.name).toBe('Daniel K Mensah');
  await user.click(within(done).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(currentPath()).toBe('/'));
});
