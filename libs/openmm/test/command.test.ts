import { describe, expect, it } from 'vitest';
import { runCommand } from '../src/command.ts';

describe('runCommand', () => {
  it('hands stdout over line by line while the program runs, and resolves with all of it', async () => {
    const lines: string[] = [];
    const script = 'process.stdout.write("one\\ntw"); setTimeout(() => process.stdout.write("o\\nthree"), 50)';
    const { stdout } = await runCommand(
      'Echo',
      'node',
      ['-e', script],
      new AbortController().signal,
      undefined,
      (line) => lines.push(line),
    );
    expect(lines).toEqual(['one', 'two', 'three']);
    expect(stdout).toBe('one\ntwo\nthree');
  });

  it('names the tool and the last lines of its error output when it fails', async () => {
    const script = 'console.error("a\\nb\\nc\\n[ERROR] no input"); process.exit(2)';
    await expect(runCommand('Tool', 'node', ['-e', script], new AbortController().signal)).rejects.toThrow(
      'Tool failed: b c [ERROR] no input',
    );
  });
});
