/**
 * An image chosen by upload (spec §5: event images jpeg, png or webp up to 5 MB): preview, replace,
 * remove. The file is checked in the browser first, then for real by the server (spec §8 toasts).
 */
import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { UPLOAD_RULES, typeNames, megabytes, type UploadPurpose } from '../../../../shared/upload-rules.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { imageUrl } from '../../../lib/format.ts';
import { uploadFile } from '../../../lib/uploads.ts';
import { uploadErrorText } from '../api/uploads.ts';

export function ImageField({
  label,
  value,
  onChange,
  purpose,
  onBusyChange,
  error,
}: {
  label: string;
  value: string | undefined;
  onChange: (path: string | undefined) => void;
  purpose: UploadPurpose;
  onBusyChange?: (busy: boolean) => void;
  error?: string;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [broken, setBroken] = useState(false);
  const rule = UPLOAD_RULES[purpose];
  const src = imageUrl(value, 640);

  async function choose(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    onBusyChange?.(true);
    try {
      const stored = await uploadFile(file, purpose);
      setBroken(false);
      onChange(stored.objectPath);
      toast({ title: t('upload.done'), description: file.name });
    } catch (err) {
      const text = uploadErrorText(err, purpose);
      toast({ title: t(text.titleKey), description: text.serverMessage ?? t(text.descriptionKey, text.values), variant: 'destructive' });
    } finally {
      setBusy(false);
      onBusyChange?.(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex aspect-[16/9] w-full shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50 sm:w-56">
          {src && !broken ? (
            <img src={src} alt={t('upload.preview')} className="size-full object-cover" onError={() => setBroken(true)} data-testid="image-preview" />
          ) : (
            <ImagePlus aria-hidden="true" className="size-8 text-slate-400" />
          )}
        </div>
        <div className="flex flex-col gap-2">
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={rule.types.join(',')}
            className="sr-only"
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint`}
            onChange={(e) => void choose(e.target.files?.[0])}
            data-testid="image-input"
            disabled={busy}
          />
          <button type="button" className="btn-secondary" onClick={() => input.current?.click()} disabled={busy} aria-busy={busy || undefined}>
            {busy ? <Spinner /> : <ImagePlus aria-hidden="true" className="size-4" />}
            {busy ? t('upload.uploading') : value ? t('upload.replace') : t('upload.choose')}
          </button>
          {value && !busy && (
            <button type="button" className="btn text-red-700 hover:bg-red-50" onClick={() => onChange(undefined)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('upload.remove')}
            </button>
          )}
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            {t('upload.hint', { types: typeNames(rule.types), n: megabytes(rule.maxBytes) })}
          </p>
          {error && <p className="text-sm text-red-700">{error}</p>}
        </div>
      </div>
    </div>
  );
}
