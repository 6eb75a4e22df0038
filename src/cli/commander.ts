/**
 * commander, required as the CommonJS module it is: importing it as ESM goes through its ES module
 * wrapper and the CommonJS export scan, which costs every command, `--help` included, a few ms.
 */
import { createRequire } from 'node:module';
import type * as commander from 'commander';

const lib = createRequire(import.meta.url)('commander') as typeof commander;

export const Command = lib.Command;
export type Command = commander.Command;
export const CommanderError = lib.CommanderError;
export type CommanderError = commander.CommanderError;
export const Option = lib.Option;
export type Option = commander.Option;
