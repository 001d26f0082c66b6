/** Build-time operations (build/operations.ts): one persisted document's id and text, no client library. */
declare module 'virtual:operation/*' {
  const operation: import('@/app/lightGraphql').PersistedOperation;
  export default operation;
}
