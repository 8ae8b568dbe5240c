// jest's node environment with the worker's embedded database pool on the test file's global
// (tests/helpers/pglite-pool.cjs). jest loads the environment with Node's own require, once per worker, so the pool
// lives as long as the worker; each test file still gets its own global, module registry and database.
const { TestEnvironment } = require("jest-environment-node");
const pool = require("./pglite-pool.cjs");

class ApexNodeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__apexPglitePool = pool;
  }
}

module.exports = ApexNodeEnvironment;
