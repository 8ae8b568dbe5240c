// jest's globalTeardown: closes the pooled embedded database when the tests ran in jest's own process (a single
// test file, --runInBand); a worker's pool ends with its worker. tests/helpers/pglite-pool.cjs.
// On Postgres it drops the run's template database (tests/helpers/db.ts), whichever process ran the files.
module.exports = async function closePglitePool() {
  await require("./pglite-pool.cjs").closeAll();
  const template = process.env.APEX_PG_TEMPLATE;
  if (process.env.TEST_DATABASE_URL && template) {
    const postgres = require("postgres");
    const admin = postgres(process.env.TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`drop database if exists ${template} with (force)`);
      await admin.unsafe(`drop database if exists ${template}_building with (force)`);
    } finally {
      await admin.end({ timeout: 5 });
    }
  }
};
