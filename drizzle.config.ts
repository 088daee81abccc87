import { defineConfig } from "drizzle-kit";

// Generates plain SQL migrations only; wrangler applies them (never `drizzle-kit push` against D1).
export default defineConfig({
  dialect: "sqlite",
  schema: "./db/schema.ts",
  out: "./migrations",
});
