/** `@size-limit/file` ships no types; typed as the plugin that size-limit's API declares it takes. */
declare module '@size-limit/file' {
  const filePlugin: Parameters<typeof import('size-limit').default>[0][number];
  export default filePlugin;
}
