/**
 * commander's classes, from one place. The CLI bundle (scripts/bundle-cli.mjs) takes the package
 * in, so a command's start neither looks up nor compiles its files.
 */
export { Command, CommanderError, Option } from 'commander';
