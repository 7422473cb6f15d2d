import type { FullResult, Reporter } from '@playwright/test/reporter';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { visualReportDir } from './tolerance';

/**
 * Says where the visual report is once a run ends, with the commands to open it and to
 * accept the new screenshots, so QA does not have to know Playwright.
 */
export default class ReportPath implements Reporter {
  printsToStdio() {
    return false;
  }

  onEnd(result: FullResult) {
    const index = resolve(import.meta.dirname, '../..', visualReportDir, 'index.html');
    const lines = [
      '',
      `Visual report: ${pathToFileURL(index).href}`,
      `  open it with: npx playwright show-report ${visualReportDir}`,
    ];
    if (result.status === 'failed')
      lines.push(
        '  a difference that is intended: accept it with npm run test:visual:update -- -g "<story title>",',
        '  then commit the changed files in tests/visual/__screenshots__/',
      );
    console.log(lines.join('\n'));
  }
}
