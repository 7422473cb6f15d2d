import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { staffToolsPageTexts as texts } from '@agency/content';
import { Button } from '@agency/ui/Button';
import type { StaffAnswer } from '../staffApi';
import styles from './staffTools.module.css';
import { useReauth } from '../access';

/** The exported file and its name. */
type Exported = { file: Blob; name: string };

const FAILED = 'Het exporteren is niet gelukt. Probeer het opnieuw.';

/** `GET /api/staff/tools/export.csv` with the inbox's status and source filters. */
async function exportCsv(filters: URLSearchParams): Promise<StaffAnswer<Exported>> {
  const query = new URLSearchParams();
  for (const name of ['status', 'source']) {
    const value = filters.get(name);
    if (value) query.set(name, value);
  }
  try {
    const response = await fetch(`/api/staff/tools/export.csv${query.size > 0 ? `?${query}` : ''}`, {
      credentials: 'same-origin',
    });
    if (response.ok) {
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'aanvragen.csv';
      return { ok: true, status: response.status, data: { file: await response.blob(), name } };
    }
    const problem = (await response.json().catch(() => ({}))) as { error?: string; message?: string };
    return {
      ok: false,
      status: response.status,
      error: problem.error ?? 'unknown',
      message: problem.message ?? FAILED,
    };
  } catch {
    return { ok: false, status: 0, error: 'offline', message: FAILED };
  }
}

/** Hands the file to the browser as a download. */
function download({ file, name }: Exported) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * "Exporteren (CSV)" on the inbox: the leads of the chosen status and source as a CSV file. The
 * api asks who it is first (the password or a code again, in `useReauth`'s dialog); then the
 * export is repeated and downloaded.
 */
export function ExportButton() {
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  // The dialog says it is for the export ("Voor deze export").
  const reauth = useReauth('export');

  async function start() {
    if (busy) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await reauth.run(() => exportCsv(params));
      if (answer.ok) download(answer.data);
      else setProblem(answer.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.export}>
      <Button variant="secondary" loading={busy} onClick={() => void start()}>
        {busy ? texts.exporting : texts.exportCsv}
      </Button>
      <div role="alert">{problem ? <p className={styles.problem}>{problem}</p> : null}</div>
      {reauth.dialog}
    </div>
  );
}
