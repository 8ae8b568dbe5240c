// Preloaded by the tsx scripts (`tsx --import ./scripts/outside-next.mjs …`: db:migrate, db:seed, the benches,
// the fault and multi-instance suites). Outside Next.js `import "server-only"` names no package: here it is an
// empty module, as it is in Next.js's server layers (in a browser bundle it fails the build).
import Module, { register } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const EMPTY = path.join(path.dirname(fileURLToPath(import.meta.url)), "server-only-empty.cjs");

// Modules tsx loads as CommonJS resolve through require.
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request === "server-only" ? EMPTY : resolveFilename.call(this, request, ...rest);
};

// And ES modules through the loader's resolve hook.
register(
  "data:text/javascript," +
    encodeURIComponent(
      `export async function resolve(specifier, context, next) {
         if (specifier === "server-only") return { url: ${JSON.stringify(new URL("file://" + EMPTY).href)}, shortCircuit: true };
         return next(specifier, context);
       }`,
    ),
);
