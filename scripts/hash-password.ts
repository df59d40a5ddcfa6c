// Writes scrypt password hashes for BENCH_USERS_FILE (SECURITY.md).
//   npm run hash-password                  reads a password (hidden at a terminal, or one line piped in), prints its hash
//   npm run hash-password -- users.json    replaces every plain `password` of the file by its `passwordHash`
import { readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { hashPassword } from '../server/src/auth/passwords.ts';
import { loadUsersFile } from '../server/src/auth/users.ts';

/** At a terminal: typed without echo. Piped: the first line. */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    for await (const line of createInterface({ input: process.stdin })) return line;
    return '';
  }
  process.stderr.write('Password (not shown): ');
  process.stdin.setRawMode(true);
  process.stdin.setEncoding('utf8');
  let text = '';
  for await (const chunk of process.stdin) {
    for (const char of chunk as string) {
      if (char === '\u0003') process.exit(130);
      if (char === '\r' || char === '\n' || char === '\u0004') {
        process.stdin.setRawMode(false);
        process.stderr.write('\n');
        return text;
      }
      text = char === '\u007f' ? text.slice(0, -1) : text + char;
    }
  }
  return text;
}

async function hashFile(file: string): Promise<void> {
  loadUsersFile(file, []); // refuses a file the server would refuse, naming what is wrong (flags are not read here)
  const users = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>[];
  const hashed: string[] = [];
  for (const user of users) {
    if (typeof user.password !== 'string') continue;
    user.passwordHash = await hashPassword(user.password);
    delete user.password;
    hashed.push(String(user.id));
  }
  writeFileSync(file, `${JSON.stringify(users, null, 2)}\n`, { mode: 0o600 });
  console.log(
    hashed.length
      ? `${file}: hashed the passwords of ${hashed.join(', ')}`
      : `${file}: every password is already a hash`,
  );
}

const [file] = process.argv.slice(2);
if (file) {
  await hashFile(file);
} else {
  const password = await readPassword();
  if (!password) {
    console.error('No password given.');
    process.exit(1);
  }
  console.log(await hashPassword(password));
}
