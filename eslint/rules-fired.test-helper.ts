// Lints a text as if it sat at a path of this repository, with the repository's own eslint.config.js.
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** The rule ids that fire for `code` placed at `filePath` (relative to the repository). */
export async function rulesFiredIn(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}
