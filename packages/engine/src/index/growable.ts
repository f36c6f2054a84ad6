type TypedArray = Int32Array | Uint16Array | Uint8Array | Float64Array | Uint32Array;

/** Returns `arr` if it holds `size` items, else a copy with at least doubled capacity. */
export function ensureCapacity<T extends TypedArray>(arr: T, size: number): T {
  if (size <= arr.length) return arr;
  let cap = Math.max(16, arr.length * 2);
  while (cap < size) cap *= 2;
  const Ctor = arr.constructor as new (n: number) => T;
  const next = new Ctor(cap);
  next.set(arr);
  return next;
}

/** Append-only typed vector; `view()` exposes the filled part without copying. */
export class GrowableInt32 {
  data = new Int32Array(16);
  length = 0;
  push(v: number): void {
    if (this.length === this.data.length) this.data = ensureCapacity(this.data, this.length + 1);
    this.data[this.length++] = v;
  }
  view(): Int32Array {
    return this.data.subarray(0, this.length);
  }
}

export class GrowableUint16 {
  data = new Uint16Array(16);
  length = 0;
  push(v: number): void {
    if (this.length === this.data.length) this.data = ensureCapacity(this.data, this.length + 1);
    this.data[this.length++] = v;
  }
  view(): Uint16Array {
    return this.data.subarray(0, this.length);
  }
}

export class GrowableUint8 {
  data = new Uint8Array(16);
  length = 0;
  push(v: number): void {
    if (this.length === this.data.length) this.data = ensureCapacity(this.data, this.length + 1);
    this.data[this.length++] = v;
  }
  view(): Uint8Array {
    return this.data.subarray(0, this.length);
  }
}
