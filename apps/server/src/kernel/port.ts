/**
 * A port a lower module declares and a higher module implements (docs/architecture.md, "Module
 * boundaries"). Modules are assembled bottom-up, so the lower module exists before what implements
 * its port: its services hold the port and look the implementation up when they run; the higher
 * module's assembler `connect`s it once it is built.
 *
 * Invariant: one implementation per port; connecting twice is a wiring error.
 *
 * @example
 * const rules = createPort<SearchRules>('search rules'); // declared and held by search
 * rules.connect(vmRules); // in the visual-machine assembler
 * rules.get()?.rulesOf(shopId); // in search, at run time
 */
export interface Port<T> {
  /** Plugs the implementation in; throws when one is already connected. */
  connect(implementation: T): void;
  /** The implementation; throws when none is connected (a missing module in the assembly). */
  use(): T;
  /** The implementation, or undefined while none is connected (an optional collaborator). */
  get(): T | undefined;
}

export function createPort<T>(name: string): Port<T> {
  let implementation: T | undefined;
  return {
    connect(next) {
      if (implementation !== undefined) throw new Error(`port ${name} is already connected`);
      implementation = next;
    },
    use() {
      if (implementation === undefined) throw new Error(`port ${name} is not connected`);
      return implementation;
    },
    get() {
      return implementation;
    },
  };
}
