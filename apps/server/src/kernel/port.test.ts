import { describe, expect, it } from 'vitest';
import { createPort } from './port';

describe('createPort', () => {
  it('answers the connected implementation once it is plugged in', () => {
    const port = createPort<{ answer(): number }>('answers');
    expect(port.get()).toBeUndefined();
    expect(() => port.use()).toThrow('port answers is not connected');
    port.connect({ answer: () => 42 });
    expect(port.use().answer()).toBe(42);
    expect(port.get()?.answer()).toBe(42);
  });

  it('refuses a second implementation', () => {
    const port = createPort<number>('count');
    port.connect(1);
    expect(() => port.connect(2)).toThrow('port count is already connected');
    expect(port.use()).toBe(1);
  });
});
