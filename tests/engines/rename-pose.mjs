#!/usr/bin/env node
// A tiny engine for the external command contract (server/ENGINES.md): copies each source pose to
// out/<n>.pdb with its name suffixed, prints progress, and writes output.json. Behaviour switches
// come from the action input: `mode: 'fail'` exits 3 with a message on stderr, `mode: 'sleep'`
// waits `input.sleep_s` seconds (default 30; for timeout and cancel tests) with a child process
// that must be killed too (its pid goes to `input.pid_file`).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const { input, poses } = JSON.parse(readFileSync('input.json', 'utf8'));
console.log('PROGRESS 10 Reading poses');
if (input.mode === 'fail') {
  console.error('loading the force field');
  console.error('rename-pose: cannot parse residue 7');
  process.exit(3);
}
if (input.mode === 'sleep') {
  const seconds = input.sleep_s ?? 30;
  const child = spawn('sleep', [String(seconds)], { stdio: 'ignore' });
  if (input.pid_file) writeFileSync(input.pid_file, String(child.pid));
  console.log('PROGRESS 20 Sleeping');
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
}
mkdirSync('out', { recursive: true });
const out = poses.map((pose, i) => {
  const file = `out/${i + 1}.pdb`;
  writeFileSync(file, readFileSync(pose.file, 'utf8'));
  return {
    name: `${pose.name}_renamed`,
    file,
    sequence: pose.sequence,
    score: -10.5 - i,
    rms: 0.25,
    score_terms: { fa_rep: 1.5 },
  };
});
console.log('PROGRESS 90 Writing output');
writeFileSync('output.json', JSON.stringify({ poses: out, notes: ['renamed by the test engine'] }));
