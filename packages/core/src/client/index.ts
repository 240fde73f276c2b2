// `export *`, never named re-exports: a bundler then keeps each module in the chunk that uses it
// (a named re-export would pull a lazily used module, and its dependencies, into the first load).
export * from './client';
export * from './error-body';
export * from './errors';
export * from './mask-route';
export * from './openapi';
export * from './realtime';
