module.exports = async function globalTeardown() {
  const child = globalThis.__BROKER_SERVE__;
  if (child && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
};
