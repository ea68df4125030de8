#!/usr/bin/env node
/**
 * Runs one command for the e2e harness and makes sure it never outlives the test runner:
 *   node supervise.cjs <runnerPid> <command> [args...]
 * The harness starts this script detached (its own process group), so teardown can end the whole group with one
 * signal. The script also polls the runner's pid: if the runner dies without a teardown (crash, SIGKILL),
 * it ends the command's whole group itself.
 */
'use strict';
const { spawn } = require('node:child_process');

const [runnerPidText, command, ...args] = process.argv.slice(2);
const runnerPid = Number(runnerPidText);
if (!Number.isInteger(runnerPid) || !command) {
  console.error('usage: node supervise.cjs <runnerPid> <command> [args...]');
  process.exit(2);
}

const child = spawn(command, args, { stdio: 'inherit', env: process.env });
let stopping = false;

function stopGroup(signal) {
  if (stopping) return;
  stopping = true;
  try {
    child.kill(signal);
  } catch {
    // already gone
  }
  // Anything the command spawned shares our process group: end it too, then give up after a grace period.
  setTimeout(() => {
    try {
      process.kill(-process.pid, 'SIGKILL');
    } catch {
      // nothing left to end
    }
    process.exit(1);
  }, 5000).unref();
}

child.on('exit', (code, signal) => {
  clearInterval(watch);
  process.exit(code ?? (signal ? 1 : 0));
});
child.on('error', (error) => {
  console.error(`[supervise] could not start ${command}: ${error.message}`);
  process.exit(1);
});

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => stopGroup('SIGTERM'));

const watch = setInterval(() => {
  try {
    process.kill(runnerPid, 0);
  } catch {
    console.error('[supervise] the test runner is gone; stopping');
    stopGroup('SIGTERM');
  }
}, 1000);
