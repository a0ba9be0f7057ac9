// The `cadence` command's entry: run by bin/cadence.js and by `npm run cli`.
import { runCli } from './run-cli'

process.exitCode = await runCli(process.argv.slice(2))
