import { writeFileSync } from 'node:fs';

/**
 * Preloaded (`--import`) into a measured child process: when it exits, however it exits, its peak resident memory in
 * MB goes to the file named by MAX_RSS_FILE, so a command can be measured as staff run it, unchanged.
 */
const file = process.env.MAX_RSS_FILE;
if (file) process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS / 1024)));
