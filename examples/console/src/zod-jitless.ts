/**
 * Runs first (main.tsx imports it before anything else): zod compiles its object parsers with
 * `new Function` unless told not to, and its probe for that is reported as a `script-src`
 * violation under the server's Content-Security-Policy (no `eval`, docs/server.md "Security").
 * `jitless` must be set before the first schema is built, hence this module of its own.
 */
import { z } from 'zod';

z.config({ jitless: true });
