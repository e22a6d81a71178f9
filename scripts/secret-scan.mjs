// Fails when a tracked file holds something that looks like a secret: private keys, cloud
// keys, tokens, committed .env files or the server's generated JWT secret.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const patterns = [
  ['private key', /-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----/],
  ['AWS access key', /\bAKIA[0-9A-Z]{16}\b/],
  ['GitHub token', /\bgh[pousr]_[A-Za-z0-9]{36,}\b/],
  ['Slack token', /\bxox[abprs]-[A-Za-z0-9-]{10,}\b/],
  ['Cashfree or payment secret', /\bcfsk_(?:ma_)?(?:prod|test)_[A-Za-z0-9]{16,}/],
  ['Razorpay key secret', /\brzp_(?:live|test)_[A-Za-z0-9]{14,}\b/],
  ['signed JWT', /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{20,}\b/],
];
const forbiddenFiles = [/(^|\/)\.env$/, /(^|\/)jwt-secret$/, /\.pem$/, /\.key$/, /(^|\/)data\/store\.sqlite/];

const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
const findings = [];
for (const file of files) {
  if (forbiddenFiles.some((pattern) => pattern.test(file))) findings.push(`${file}: file must not be committed`);
  if (/\.(png|jpe?g|webp|gif|pdf|ico|woff2?|lockb)$/i.test(file) || file === 'package-lock.json') continue;
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue;
  }
  for (const [name, pattern] of patterns) {
    if (pattern.test(text)) findings.push(`${file}: looks like a ${name}`);
  }
}
if (findings.length > 0) {
  console.error(`Secret scan found ${findings.length} problem(s):\n${findings.join('\n')}`);
  process.exit(1);
}
console.log(`secret scan: ${files.length} tracked files, nothing found`);
