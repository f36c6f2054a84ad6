/** The embed build loads stylesheets as text (scripts/build-layer.ts), for its shadow root. */
declare module '*.css' {
  const text: string;
  export default text;
}
