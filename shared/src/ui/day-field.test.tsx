import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DayField, dottedDay, isDottedDay } from './day-field';

it('writes the dots as the buyer types, and knows a calendar day', () => {
  expect(dottedDay('2026')).toBe('2026');
  expect(dottedDay('20261')).toBe('2026.1');
  expect(dottedDay('2026-11-27')).toBe('2026.11.27');
  expect(dottedDay('2026.11.27999')).toBe('2026.11.27');
  expect(isDottedDay('2026.11.27')).toBe(true);
  expect(isDottedDay('2026.02.31')).toBe(false);
  expect(isDottedDay('2026.1.2')).toBe(false);
});

function Harness({ onBad }: { onBad: (text: string) => void }) {
  const [day, setDay] = useState<string | undefined>('2026.11.01');
  return (
    <>
      <label htmlFor="d">From</label>
      <DayField id="d" value={day ?? ''} onChange={setDay} onBadDay={onBad} pickLabel="Choose the start date" />
      <output data-testid="day">{day ?? 'none'}</output>
    </>
  );
}

it('reports a whole day typed, nothing for a partial one, and none once emptied; a bad day on leaving', async () => {
  const user = userEvent.setup();
  const onBad = jest.fn();
  render(<Harness onBad={onBad} />);
  const box = screen.getByRole('textbox', { name: 'From' });
  expect(box).toHaveValue('2026.11.01');
  await user.clear(box);
  expect(screen.getByTestId('day')).toHaveTextContent('none');
  await user.type(box, '202612');
  expect(box).toHaveValue('2026.12');
  expect(screen.getByTestId('day')).toHaveTextContent('none');
  await user.type(box, '05');
  expect(box).toHaveValue('2026.12.05');
  expect(screen.getByTestId('day')).toHaveTextContent('2026.12.05');
  await user.clear(box);
  await user.type(box, '20260231');
  await user.tab();
  expect(onBad).toHaveBeenCalledWith('2026.02.31');
  expect(screen.getByRole('button', { name: 'Choose the start date' })).toHaveFocus();
});
