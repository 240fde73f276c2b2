import { defineConfig } from 'drizzle-kit';

/** `pnpm db:generate` writes SQL migrations to drizzle/ from src/db/schema/ (the aggregate index.ts). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
