import { changeOf, coalescer } from './desk-stream';

it('reads a frame into the booking it names and its event', () => {
  expect(changeOf('{"type":"booking","bookingId":7}')).toEqual({ bookingId: 7, event: { type: 'booking', bookingId: 7 } });
  expect(changeOf('{"type":"other","bookingId":8}')).toEqual({ bookingId: 8, event: null });
  expect(changeOf('not json')).toEqual({ bookingId: null, event: null });
});

it('runs a burst of refreshes one at a time, and the latest once more after the run they came during', async () => {
  const finishes: Array<() => void> = [];
  const run = jest.fn(() => new Promise<void>((resolve) => finishes.push(resolve)));
  const gate = coalescer();
  const trigger = () => gate(run);
  trigger();
  trigger();
  trigger();
  expect(run).toHaveBeenCalledTimes(1);
  finishes.shift()!();
  await Promise.resolve();
  await new Promise((r) => setTimeout(r, 0));
  expect(run).toHaveBeenCalledTimes(2);
  finishes.shift()!();
  await new Promise((r) => setTimeout(r, 0));
  expect(run).toHaveBeenCalledTimes(2);
  // Idle again: the next trigger runs at once, and a failed run does not stop the next one.
  run.mockImplementationOnce(() => Promise.reject(new Error('offline')));
  trigger();
  expect(run).toHaveBeenCalledTimes(3);
  await new Promise((r) => setTimeout(r, 0));
  trigger();
  expect(run).toHaveBeenCalledTimes(4);
});
