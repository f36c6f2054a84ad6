import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CategoryInput } from './category-input';

const CATEGORIES = Array.from({ length: 14 }, (_, i) => `Donna/Scarpe/${i}`).concat(['Uomo']);

function Harness() {
  const [value, setValue] = useState('');
  return <CategoryInput label="Value" value={value} categories={CATEGORIES} onChange={setValue} />;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('category autocomplete', () => {
  it('suggests at most 10 categories matching in any case', () => {
    renderWithProviders(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Value' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'SCARPE' } });
    expect(screen.getAllByRole('option')).toHaveLength(10);
    fireEvent.change(input, { target: { value: 'uo' } });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Uomo']);
  });

  it('hides the suggestions 150 ms after the field is left', () => {
    vi.useFakeTimers();
    renderWithProviders(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Value' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'uomo' } });
    fireEvent.blur(input);
    act(() => {
      vi.advanceTimersByTime(149);
    });
    expect(screen.getByRole('option', { name: 'Uomo' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('picks a suggestion with the arrows and Enter', () => {
    renderWithProviders(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Value' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'scarpe/1' } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input).toHaveProperty('value', 'Donna/Scarpe/10');
    expect(screen.queryByRole('option')).toBeNull();
  });
});
