const Statement = require('better-sqlite3/lib/methods/wrappers.js');
const SQLite = require('better-sqlite3');
const stats = new Map();
const origPrepare = SQLite.prototype.prepare;
SQLite.prototype.prepare = function (sql) {
  const stmt = origPrepare.call(this, sql);
  for (const m of ['run', 'all', 'get', 'iterate']) {
    const orig = stmt[m];
    if (typeof orig !== 'function') continue;
    stmt[m] = function (...args) {
      const t0 = process.hrtime.bigint();
      try { return orig.apply(this, args); } finally {
        const k = sql.slice(0, 90); const s = stats.get(k) ?? { n: 0, ms: 0 }; s.n++; s.ms += Number(process.hrtime.bigint() - t0) / 1e6; stats.set(k, s);
      }
    };
  }
  return stmt;
};
process.on('SIGINT', () => {
  for (const [k, s] of [...stats].sort((a, b) => b[1].ms - a[1].ms).slice(0, 15)) console.error(s.ms.toFixed(0).padStart(6), s.n, (s.ms / s.n).toFixed(3), k);
  process.exit(0);
});
