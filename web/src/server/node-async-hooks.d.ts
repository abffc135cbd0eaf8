// The one Node API the server renderer uses (Deno provides it too). Declared here rather than
// adding Node's types to the web project, whose browser code must not see them.
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined
    run<R>(store: T, callback: () => R): R
  }
}
