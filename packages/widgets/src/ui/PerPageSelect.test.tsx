import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PerPageSelect } from './PerPageSelect';

describe('PerPageSelect (marketplace-content.md §9)', () => {
  it('offers the options it is given, shows the current one and reports a choice as a number', async () => {
    const onChange = vi.fn();
    render(<PerPageSelect options={[6, 12, 18]} value={6} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Per page' });
    expect(select).toHaveValue('6');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['6', '12', '18']);
    await userEvent.selectOptions(select, '12');
    expect(onChange).toHaveBeenCalledWith(12);
  });

  it('takes its own name', () => {
    render(
      <PerPageSelect options={[5, 10, 15]} value={10} onChange={() => {}} label="Subscriptions per page" />,
    );
    expect(screen.getByRole('combobox', { name: 'Subscriptions per page' })).toHaveValue('10');
  });
});
