// Loaded into the soak's mock (`node --expose-gc --import`): answers the soak's "memory" message with the resident
// memory and the heap right after a full collection, so that growth is measured on what the process holds, not on
// where the collector happened to be. Nothing else changes in the process.
process.channel?.unref(); // the channel must not keep the mock alive once it stops
process.on('message', (message) => {
  if (message !== 'memory') return;
  globalThis.gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  process.send?.({ rss, heapUsed });
});
