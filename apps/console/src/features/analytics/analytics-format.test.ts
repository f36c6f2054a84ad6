import { describe, expect, it } from 'vitest';
import {
  changeTone,
  dateInputFormat,
  formatChange,
  formatCount,
  formatExitRate,
  formatDay,
  formatRate,
} from './analytics-format';

describe('analytics formats', () => {
  it('formats counts, rates and exit rates with comma decimals and dot thousands', () => {
    expect(formatCount(12345)).toBe('12.345');
    expect(formatRate(12.34)).toBe('12,3');
    expect(formatExitRate(4.567)).toBe('4,57');
  });

  it('signs changes and colours only falls as negative', () => {
    expect(formatChange(12.34)).toBe('+12,3%');
    expect(formatChange(-4)).toBe('-4,0%');
    expect(formatChange(0)).toBe('+0,0%');
    expect(formatChange(-0.01)).toBe('-0,0%');
    expect(changeTone(-0.01)).toBe('negative');
    expect(changeTone(0)).toBe('positive');
    expect(changeTone(3)).toBe('positive');
  });

  it('orders dates per language', () => {
    expect(dateInputFormat('it')).toBe('DD/MM/YYYY');
    expect(dateInputFormat('en')).toBe('MM/DD/YYYY');
    expect(formatDay('2024-03-09', 'it')).toBe('09/03/2024');
    expect(formatDay('2024-03-09', 'en')).toBe('03/09/2024');
    expect(formatDay('2024-03-09', 'it', { short: true })).toBe('09/03');
    expect(formatDay('week 10', 'en')).toBe('week 10');
  });
});
