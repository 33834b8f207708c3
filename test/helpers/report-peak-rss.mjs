// Preloaded into a child `node` (--import) by tests that measure memory: prints the process's peak RSS on exit.
process.on('exit', () => {
  process.stderr.write(`\npeak-rss-kb ${process.resourceUsage().maxRSS}\n`);
});
