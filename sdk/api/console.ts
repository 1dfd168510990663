/**
 * The command console of a device (spec 001 §2 Administration › Console, §3 Console: consoleCommand, lineNumber):
 * PID_CONSOLE read gives the device's task log from lineNumber on; PID_CONSOLE set with a consoleCommand runs one
 * of a fixed set of safe commands and answers its lines. Other nodes: 'Console not supported on the node.'
 */
export const CONSOLE_CLASSES: readonly string[] = ['appliance', 'appagt', 'agent'];
export const CONSOLE_NOT_SUPPORTED = 'Console not supported on the node.';

export const CONSOLE_COMMANDS = {
  help: 'the commands of this console',
  status: 'the state of the device: online, activation, pause, last scans, last contact',
  tasks: 'the tasks queued or running for the device',
  history: 'the last tasks that ended',
  workers: 'the static workers of the device and their state',
  config: 'the server settings in force on the device',
  sources: 'the sources the device scans (names and types)',
  scan: 'starts a scan of every source now (needs the control permission)',
  ping: 'asks the device itself over its link: its host, process, version, uptime and data folder',
} as const;
export type ConsoleCommand = keyof typeof CONSOLE_COMMANDS;
export function isConsoleCommand(s: string): s is ConsoleCommand {
  return Object.prototype.hasOwnProperty.call(CONSOLE_COMMANDS, s);
}
/** How long the platform waits for a device to answer a command passed over its link. */
export const DEVICE_ANSWER_MS = 15_000;
export const deviceNotOnline = (name: string) => `${name} is not online: only a running remote device answers ping.`;
export const deviceSilent = (name: string) => `${name} did not answer within ${DEVICE_ANSWER_MS / 1000} s.`;
export const unknownConsoleCommand = (given: string) => `Unknown command '${given}'. Type help for the commands.`;

export interface ConsoleLine {
  time: number;
  text: string;
}
/** PID_CONSOLE read: the lines from lineNumber on (all when absent), and the number to ask from next time. */
export interface ConsoleOutput {
  lines: ConsoleLine[];
  lineNumber: number;
}
/** PID_CONSOLE set. */
export interface ConsoleRequest {
  consoleCommand: string;
}
/** PID_CONSOLE set's answer: the command echoed, then its output. */
export interface ConsoleAnswer {
  command: string;
  lines: string[];
}
