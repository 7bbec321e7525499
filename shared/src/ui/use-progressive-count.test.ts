import { act, renderHook } from '@testing-library/react';
import { useProgressiveCount } from './use-progressive-count';

it('renders a first step at once and the rest a step per task, never more than there are', () => {
  jest.useFakeTimers();
  const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 6), { initialProps: { total: 14 } });
  expect(result.current).toBe(6);
  act(() => void jest.advanceTimersToNextTimer());
  expect(result.current).toBe(12);
  act(() => void jest.advanceTimersToNextTimer());
  expect(result.current).toBe(14);
  // A shorter list (another destination) shows whole at once.
  rerender({ total: 3 });
  expect(result.current).toBe(3);
  jest.useRealTimers();
});
