import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { downloadCsv } from '@/app/csvDownload';
import { Button, type ButtonProps } from './Button';
import { useToast } from './Toast';

/** 'Exportar CSV': downloads `href` (an app/csvDownload exportUrl), busy while it runs, the failure as a toast. */
export function ExportCsvButton({
  href,
  label = 'Exportar CSV',
  ...rest
}: { href: string; label?: string } & Omit<ButtonProps, 'onClick' | 'loading' | 'children'>) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadCsv(href);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" icon={<FileDown size={16} aria-hidden />} loading={busy} onClick={run} {...rest}>
      {label}
    </Button>
  );
}
