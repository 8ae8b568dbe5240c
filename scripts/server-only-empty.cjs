// What `import "server-only"` loads outside Next.js (scripts/outside-next.mjs, and jest's moduleNameMapper).
