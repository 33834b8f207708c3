// A consumer's CommonJS file: require() of every entry (Node 20.19+ loads the ES modules synchronously).
const entries = ['core-kit', 'core-kit/msw', 'core-kit/server', 'core-kit/contract'];
const loaded = Object.fromEntries(entries.map((name) => [name, Object.keys(require(name)).sort()]));
console.log(JSON.stringify(loaded));
