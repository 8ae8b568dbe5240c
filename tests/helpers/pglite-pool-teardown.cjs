// jest's globalTeardown: closes the pooled embedded database when the tests ran in jest's own process (a single
// test file, --runInBand); a worker's pool ends with its worker. tests/helpers/pglite-pool.cjs.
module.exports = async function closePglitePool() {
  await require("./pglite-pool.cjs").closeAll();
};
