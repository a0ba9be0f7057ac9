// The `cadence` command's entry: run by bin/cadence.js and by `npm run cli`.
import { runCli } from './run-cli'

runCli(process.argv.slice(2)).then((code) => {
  process.exitCode = code
})
