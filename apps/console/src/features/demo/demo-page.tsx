/** /demo is allowed by the guard but its content is not shown (docs/product/shell.md#routes). */
export function DemoPage() {
  return <main />;
}
