/** Document 000 §2: /demo is allowed by the guard but its content is not shown. */
export function DemoPage() {
  return <main />;
}
