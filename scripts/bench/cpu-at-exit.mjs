// Preloaded into a process the bench times (`node --import ./scripts/bench/cpu-at-exit.mjs …`): prints the CPU time the
// process used, user and system, as its last line on stderr. CPU time hardly moves when other work shares the
// machine; wall time does.
process.on('exit', () => {
  const { user, system } = process.cpuUsage();
  process.stderr.write(`\ncpu-ms ${((user + system) / 1000).toFixed(1)}\n`);
});
