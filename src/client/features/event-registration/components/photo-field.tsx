/**
 * The optional profile photo of the meditation circle form (spec §3 profilePhoto, §5 "JPG/PNG up to
 * 2 MB"). Choosing a file uploads it at once through a visitor's one-time upload URL; the form then
 * carries only its path (/objects/...). The photo is private (only the admin sees it), so the preview
 * shows the visitor's own file from the device, not a copy from the server.
 */
import { Camera, Trash2, UserRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { PROFILE_PHOTO_UPLOAD_PATH, UPLOAD_RULES } from '../../../../shared/upload-rules.ts';
import { FieldError, FieldHint } from '../../../components/ui/form/parts.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { uploadFile, UploadError } from '../../../lib/uploads.ts';

const PURPOSE = 'profile-photo';

export function PhotoField({
  id,
  value,
  onChange,
  onBusyChange,
  error,
  className,
}: {
  id: string;
  value: string | undefined;
  onChange: (path: string | undefined) => void;
  onBusyChange: (busy: boolean) => void;
  /** A message from the form (the server refused the path). */
  error?: string;
  className?: string;
}) {
  const { t } = useTranslation('event-registration');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const [preview, setPreview] = useState<string | undefined>();
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  async function choose(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    onBusyChange(true);
    setProblem(undefined);
    try {
      const stored = await uploadFile(file, PURPOSE, PROFILE_PHOTO_UPLOAD_PATH);
      setPreview(URL.createObjectURL(file));
      onChange(stored.objectPath);
    } catch (err) {
      const kind = err instanceof UploadError ? err.problem : 'failed';
      // The server's own words when it explained (a rate limit, an expired link), else ours.
      setProblem(kind === 'failed' && err instanceof UploadError && err.serverMessage ? err.serverMessage : t(`photo.${kind}`));
    } finally {
      setBusy(false);
      onBusyChange(false);
      if (input.current) input.current.value = '';
    }
  }

  const remove = () => {
    setPreview(undefined);
    setProblem(undefined);
    onChange(undefined);
    input.current?.focus();
  };

  const shown = problem ?? error;
  return (
    <div className={className} data-testid="photo-field">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {t('fields.profilePhoto')}
      </label>
      <div className="flex items-center gap-4">
        <span className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full border border-slate-200 bg-slate-50">
          {value && preview ? (
            <img src={preview} alt={t('photo.preview')} width={80} height={80} className="size-full object-cover" data-testid="photo-preview" />
          ) : (
            <UserRound aria-hidden="true" className="size-9 text-slate-400" />
          )}
        </span>
        <div className="flex min-w-0 flex-col gap-2">
          {/* The native file input, styled as a button: keyboard and screen readers get the real thing. */}
          <input
            ref={input}
            id={id}
            type="file"
            accept={UPLOAD_RULES[PURPOSE].types.join(',')}
            className="peer sr-only"
            aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
            aria-invalid={shown ? true : undefined}
            disabled={busy}
            onChange={(e) => void choose(e.target.files?.[0])}
            data-testid="photo-input"
          />
          <span
            aria-hidden="true"
            className="btn-secondary w-fit cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2"
            onClick={() => input.current?.click()}
          >
            {busy ? <Spinner /> : <Camera aria-hidden="true" className="size-4" />}
            {busy ? t('photo.uploading') : value ? t('photo.replace') : t('photo.choose')}
          </span>
          {value && !busy && (
            <button type="button" className="btn w-fit text-red-700 hover:bg-red-50" onClick={remove} data-testid="photo-remove">
              <Trash2 aria-hidden="true" className="size-4" />
              {t('photo.remove')}
            </button>
          )}
        </div>
      </div>
      <FieldHint id={id} hint={t('photo.hint')} />
      <p role="status" className="sr-only">
        {busy ? t('photo.uploading') : value ? t('photo.added') : ''}
      </p>
      <FieldError id={id} error={shown} />
    </div>
  );
}
