/**
 * What the server's render of the savings calculator and its hydration share: the prefix of the
 * ids React makes (`useId`), the same on both sides so hydration matches, and the props as JSON
 * safe to put inside a `<script type="application/json">` (no `</script>` can close it early).
 */
export const CALCULATOR_ID_PREFIX = 'calc-';

export const propsJson = (props: unknown): string =>
  JSON.stringify(props)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
