/** The reference agent's restore engine (see `restore.ts`). */
export { runRestore } from './restore';
