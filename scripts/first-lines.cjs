const { stripVTControlCharacters } = require('node:util');

/**
 * The first lines of a failed test's message, without colour codes or stack frames, for the
 * summary of `npm test`.
 */
function firstLines(message, count = 6) {
  return stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '' && !/^\s*at /.test(line))
    .slice(0, count)
    .join('\n');
}

module.exports = { firstLines };
